import { style } from '@vanilla-extract/css';
import { linkedCard, readOn, stretchedLink } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const card = style({ ...linkedCard, overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xs,
  padding: vars.space.lg,
});

export const date = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const link = style(stretchedLink);

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const more = style(readOn);
