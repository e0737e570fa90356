import { style } from '@vanilla-extract/css';
import { linkedCard, readOn, stretchedLink } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const card = style({
  ...linkedCard,
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const badge = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  marginBottom: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.card,
  background: vars.color.selected,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const link = style(stretchedLink);

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const more = style(readOn);
