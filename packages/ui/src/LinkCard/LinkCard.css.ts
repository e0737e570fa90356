import { style, styleVariants } from '@vanilla-extract/css';
import { readOn, stretchedLink } from '../internal/layout';
import { emphasisEdge, linkedCard } from '../internal/cardRules';
import { vars } from '../theme/contract.css';
import { badgeRules } from '../internal/badgeRules';

export const card = style({
  ...linkedCard,
  // Long words break inside the card (hyphenated where the page's lang allows) instead of widening it.
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

/** The looks of the card; `variant` picks one. */
export const variants = styleVariants({
  plain: {},
  accent: { ...emphasisEdge, borderRadius: vars.radius.card },
});

/** Icon and heading: stacked in the card's column (plain), side by side (accent). */
export const head = styleVariants({
  plain: { display: 'contents' },
  accent: { display: 'flex', alignItems: 'center', gap: vars.space.sm },
});

/** The plain card's icon: on a tinted tile above the heading. */
export const tile = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  marginBottom: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.card,
  background: vars.color.selected,
  color: vars.color.primary,
});

/** The accent card's icon: on an accent disc beside the heading. */
export const disc = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const title = style({
  // Lines of even length: never a lone last word under a full line.
  textWrap: 'balance',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  minWidth: 0,
});

export const link = style(stretchedLink);

/** A short tag under the heading ("New", "Most popular"). */
export const badge = style({
  ...badgeRules,
  alignSelf: 'flex-start',
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

/** A line of detail under the text, such as a price. */
export const meta = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
  overflowWrap: 'break-word',
});

export const more = styleVariants({
  plain: readOn,
  accent: { ...readOn, color: vars.color.accent },
});
