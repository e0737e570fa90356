import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} > p`, { margin: 0 });

/** The page's own heading when the section is the page (`headingLevel={1}`): the display size, as a hero's. */
export const pageTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
