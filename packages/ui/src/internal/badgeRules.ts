import { vars } from '../theme/contract.css';

/** The small accent tag of a card or a choice ("Most popular", "New"): one look wherever a component shows one. */
export const badgeRules = {
  display: 'inline-flex',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
} as const;
