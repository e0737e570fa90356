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
