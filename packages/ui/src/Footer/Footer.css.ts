import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { leavesOrphan } from '../internal/fitGrid';
import { contentColumn, roomForLabels, visuallyHidden } from '../internal/layout';
import { fromColumns, stepColumns } from '../internal/stepColumns';
import { vars } from '../theme/contract.css';
import { focusRing } from '../internal/focusRing';

export const footer = style({ background: vars.color.inverse, color: vars.color.onInverse, marginBlockStart: vars.space.xxl });

export const inner = style({
  ...contentColumn,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.prose} / 3)), 1fr))`,
});

/** The most blocks (brand, contact, site-map columns) the footer sets side by side. */
const MOST_SIDE_BY_SIDE = 4;
const COUNTS = Array.from({ length: MOST_SIDE_BY_SIDE }, (_, index) => index + 1);

/**
 * The column counts the footer's blocks step through as it widens: one, then each count that divides them evenly,
 * up to all of them in one row (four blocks: one, two, four). Unlike a form's option cards, which stop at three
 * for four, the footer's four blocks share one row where there is room: two wide columns left an empty half beside
 * each short list at 1440 px.
 */
const footerSteps = (count: number) =>
  COUNTS.filter((step) => step <= count && (step === 1 || step === count || (count % step === 0 && !leavesOrphan(count, step))));

/** The grid's columns for its block count; the bottom row takes the same class, so its parts stand on the same lines. */
export const columns: Record<number, string | undefined> = styleVariants(Object.fromEntries(COUNTS.map((count) => [count, count])), (count: number) =>
  stepColumns(footerSteps(count)),
);

export const brandBlock = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const brand = style({
  color: vars.color.onInverse,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  justifySelf: 'start',
  // The site's blue ring is too faint on the dark footer (2.5:1); white, like the footer's other links.
  selectors: {
    '&:focus-visible': focusRing({ offset: vars.size.focusRing, color: vars.color.onInverse }),
  },
});

/** A brand link with a logo: the logo and the (optional) name in a row. */
export const withLogo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The logo keeps its own aspect; its height follows the brand text's size. */
export const logo = style({ display: 'inline-flex', flexShrink: 0, maxHeight: '2.5em' });

/** The brand's name beside a logo that already shows it: still the link's name. */
export const hiddenLabel = style(visuallyHidden);

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onInverse,
});

export const text = style({ margin: 0, color: vars.color.onInverseMuted, lineHeight: vars.lineHeight.relaxed });

/** The contact block measures its own column: a label beside its value only where both fit on one line. */
export const contactGroup = style({ containerType: 'inline-size' });

// Stacked by default, each label over its value; side by side where the column has room. Baseline: each value is a
// link as tall as a touch target with its text centred, so a label aligned to the row's top sat lower than its value.
export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  margin: 0,
  '@container': { [roomForLabels]: { gridTemplateColumns: 'auto minmax(0, 1fr)', rowGap: vars.space.xxs } },
});
export const term = style({ color: vars.color.onInverseMuted });
export const detail = style({ margin: 0, overflowWrap: 'break-word' });
// A phone number is read as one ("+1 555 0100 / 1234" in a narrow column was not).
export const phone = style({ whiteSpace: 'nowrap' });

export const stack = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const inline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * The footer's links stand in lists under their column's heading, never inside running text, so they go without an
 * underline (WCAG 1.4.1 asks for one only where a link sits in a block of text): they are told from the muted labels
 * and text around them by their brighter colour and their place in a list. Hover and keyboard focus underline them.
 */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  // A one-line link is a touch target tall, its text centred; a link that wraps grows by its extra lines and keeps the
  // same room above and below, so the gap from one link's last line to the next link's first is the same for all.
  // (A two-line link with min-height alone had none to spare, and crowded the next.)
  lineHeight: vars.lineHeight.normal,
  paddingBlock: `calc((${vars.size.target} - ${vars.lineHeight.normal} * 1em) / 2)`,
  color: vars.color.onInverse,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing({ offset: vars.size.focusRing, color: vars.color.onInverse }), textDecoration: 'underline' },
  },
});

/** The legal line and legal links: the grid's own columns and column gap, so each part starts on a block's line. */
export const bottom = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.border} solid ${vars.color.onInverseMuted}`,
});

// The legal links in the bottom row: from the second column to the end, beside the legal line under the brand, once
// the grid has more than one column (a rule per block count, at its first step past one column).
for (const count of COUNTS) {
  const firstSplit = footerSteps(count)[1];
  if (firstSplit !== undefined) globalStyle(`${bottom}${columns[count]} > nav`, fromColumns(firstSplit, { gridColumn: '2 / -1' }));
}

// The page's floating button (ScrollToTop) sits in the bottom corner; at the end of the page the last row's links
// stop short of it instead of lying under it.
globalStyle(`${bottom} > :last-child`, { paddingInlineEnd: `calc(${vars.size.target} + ${vars.space.sm})` });

/** Anything else at the bottom takes a row of its own. */
export const extras = style({ gridColumn: '1 / -1' });

export const legalLine = style({ margin: 0, color: vars.color.onInverseMuted, fontSize: vars.fontSize.sm });
