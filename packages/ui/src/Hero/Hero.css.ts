import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.selected}, ${vars.color.bg})`,
  // The band opens at the breadcrumbs above it and ends where the first section's own padding begins: no empty
  // stretch of gradient between the hero's last line and the next heading.
  paddingBlockStart: vars.space.xxl,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.md,
});

export const inner = style({
  maxWidth: vars.size.container,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  color: vars.color.accent,
});

// At most the column's width: in a flex column a long single word ("Privacy policy" on a phone) would
// otherwise set the heading's width and run off the screen instead of breaking.
export const title = style({
  maxWidth: `min(100%, ${vars.size.prose})`,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const text = style({
  maxWidth: `min(100%, ${vars.size.prose})`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

/** The price anchor beside the buttons: the figure in the text colour, strong enough to be read as a fact. */
export const price = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
