import { style } from '@vanilla-extract/css';
import { autoGrid, bare, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const tags = style({
  ...bare,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.selected,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
