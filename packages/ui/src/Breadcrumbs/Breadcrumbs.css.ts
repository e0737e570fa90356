import { style } from '@vanilla-extract/css';
import { contentColumn } from '../internal/layout';
import { vars } from '../theme/contract.css';

/**
 * The trail opens the page's hero: it sits on the hero's own tint (the top colour of its gradient), painted the whole
 * width of the window while the trail keeps to the content column, so trail and hero read as one band.
 */
export const nav = style({
  ...contentColumn,
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: 0,
  background: vars.color.selected,
  boxShadow: `0 0 0 100vmax ${vars.color.selected}`,
  clipPath: 'inset(0 -100vmax)',
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const item = style({
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  // The separator ends its item rather than starting the next: when the trail wraps, a line never opens with "/".
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.text, paddingInlineEnd: vars.space.xxs } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.primary,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
