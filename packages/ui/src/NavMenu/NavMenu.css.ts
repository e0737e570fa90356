import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaUp } from '../theme/breakpoints';
import { currentMark } from '../theme/currentMark';
import { focusRing } from '../internal/focusRing';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  border: 0,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.inner,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceAlt, color: vars.color.text },
    // Pressed: a step past the hover's fill (the border's grey), so the press shows before the menu opens.
    '&:active': { background: vars.color.border, color: vars.color.text },
    '&[data-active="true"]': { color: vars.color.primary, ...currentMark },
  },
});

export const chevron = style({
  width: '0.75em',
  height: '0.75em',
  // The arrow is what tells a menu from a link: it never gives up its room to a long label.
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.floating,
  // Never wider than the window less the collision margin on each side (a 16rem menu was cut off in a 248 px frame).
  minWidth: `min(16rem, calc(100vw - 2 * ${vars.space.md}))`,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  padding: vars.space.xs,
  display: 'grid',
  gap: vars.space.xxs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
});

export const item = style({
  // A column: the label, and under it the description where there is one.
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlock: vars.space.xxs,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.inner,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    // Radix moves focus to the highlighted item: a pale fill alone is too faint to see (WCAG 1.4.11), so the
    // item gets the site's focus ring too, drawn inside so the menu's edge never clips it.
    '&[data-highlighted]': {
      background: vars.color.selected,
      color: vars.color.primaryHover,
      ...focusRing({ offset: 'inside' }),
    },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.primary },
  },
});

/**
 * A grouped menu (the solutions): its groups side by side in two columns, where the screen has the room (from the
 * `wide` breakpoint); one column below it, where two 16rem columns ran past the window's edge.
 */
globalStyle(`${content}[data-grouped="true"]`, {
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(2, minmax(16rem, 20rem))' } },
});

export const group = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs });

/** Items outside any group (the link to every page of the section) run the menu's full width, under a rule. */
export const loose = style({
  display: 'grid',
  gridColumn: '1 / -1',
  selectors: { [`${content}[data-grouped="true"] &`]: { paddingBlockStart: vars.space.xs, borderTop: `${vars.size.border} solid ${vars.color.border}` } },
});

export const groupLabel = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The item's one-line description, under its label. */
export const description = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  selectors: { [`${item}[data-highlighted] &`]: { color: 'inherit' } },
});
