import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.selected}, ${vars.color.bg})`,
  paddingBlock: vars.space.xxxl,
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

// At most the column's width: in a flex column a long single word ("Persónuverndarstefna" on a phone) would
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
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
