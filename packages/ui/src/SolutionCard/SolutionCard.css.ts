import { style } from '@vanilla-extract/css';
import { linkedCard, readOn, stretchedLink } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

export const card = style({
  ...linkedCard,
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `calc(${vars.size.focusRing} + ${vars.size.border}) solid ${vars.color.accent}`,
  borderRadius: vars.radius.card,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  minWidth: 0,
});

export const link = style(stretchedLink);

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const more = style({ ...readOn, color: vars.color.accent });
