import { style } from '@vanilla-extract/css';
import { bare } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { badgeRules } from '../internal/badgeRules';
import { cardSurface, emphasisEdge } from '../internal/cardRules';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  ...cardSurface,
});

/** The popular package gets an accent border besides its badge, so colour is never the only sign. */
export const popular = style({
  ...emphasisEdge,
  borderColor: vars.color.accent,
  boxShadow: vars.shadow.md,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const name = style({
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const badge = style(badgeRules);

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const features = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const feature = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const tick = style({
  flexShrink: 0,
  alignSelf: 'center',
  color: vars.color.success,
});

/** The call to action sits at the foot, so the buttons of cards side by side line up. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
