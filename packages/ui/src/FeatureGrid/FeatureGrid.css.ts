import { style } from '@vanilla-extract/css';
import { autoGrid, bare, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { cardSurface } from '../internal/cardRules';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const item = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  ...cardSurface,
});

export const badge = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space.xs,
  borderRadius: vars.radius.inner,
  background: vars.color.selected,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const bullets = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const bullet = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const tick = style({
  color: vars.color.success,
  alignSelf: 'center',
});
