import { mediaUp, vars } from '@hraun/ui/theme';
import { heroFoot } from '../brand/hero.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * The hero's side (HeroAside.tsx): a card on the band, the page's summary. On a phone it follows the lead and the
 * buttons at the column's width; from a tablet's width it stands beside them, never wider than a card of the grids.
 */
export const aside = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaUp('wide')]: { maxWidth: '26rem', marginInlineStart: 'auto', padding: vars.space.xl } },
});

/**
 * A page's one package beside its hero (a solution's, or a service's with one group of plans): from a tablet's width
 * only. On a phone it would stand right above the same card in the page's grid of plans, so the hero keeps its "from"
 * price under the buttons and the card is shown once, in the grid (issue 35, round 3).
 */
export const packageAside = style({ display: 'none', '@media': { [mediaUp('wide')]: { display: 'grid' } } });

/** What the card sums up: small capitals over the rest, as the Hero's own eyebrow. */
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** A package's price: its amount over its VAT note. */
export const price = style({ display: 'grid', margin: 0, fontSize: vars.fontSize.xl });

/** The amount: the one figure on the page's first screen that earns the lava colour. */
export const amount = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: vars.color.accent });

/** The VAT note under an amount. */
export const vat = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

/** Lines of what is included, each after a check drawn in CSS (no icon, no request). */
export const checks = style({ display: 'grid', gap: vars.space.xs, margin: 0, marginBlockStart: vars.space.sm, padding: 0, listStyle: 'none' });

globalStyle(`${checks} > li`, { position: 'relative', paddingInlineStart: vars.space.lg, lineHeight: vars.lineHeight.normal });
globalStyle(`${checks} > li::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: '0.2em',
  insetBlockStart: '0.3em',
  inlineSize: '0.45em',
  blockSize: '0.8em',
  borderInlineEnd: `0.15em solid ${vars.color.primary}`,
  borderBlockEnd: `0.15em solid ${vars.color.primary}`,
  transform: 'rotate(45deg)',
});

/** An overview's index: its pages as links, one a line, each a full-width target. */
export const index = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${index} > li + li`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${index} a`, {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** The price list's summary: each group's heading over the price it starts from, divided by rules. */
export const summary = style({ display: 'grid', margin: 0 });

export const row = style({ display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.sm });

globalStyle(`${row} + ${row}`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${row} > dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${row} > dd`, { display: 'grid', margin: 0, fontSize: vars.fontSize.lg });



/**
 * The hero's composition by page type (issue 35, round 2), so each page is known at first glance; the kit's Hero
 * underneath, its inner grid and side reached through its children.
 *
 * - service: the promise and what you get: the side is a ruled list on the band itself, no card, a lava rule at its edge.
 * - solution: the product, with its package and price up front: the side is a price card in the inverse colours.
 * - pricing: a compact header that goes straight into the price tables: a smaller heading, and the groups with the
 *   price each starts from in one row under the text instead of a side.
 * - overview: the page's index beside the heading (the card as it was).
 */
export const heroKinds = styleVariants({
  overview: {},
  service: {},
  solution: {},
  pricing: {},
});

// A compact band, and a lower row of columns under it (the kit's Hero and the brand's foot both set these: the two
// classes together win over either).
globalStyle(`${heroKinds.pricing}${heroFoot}`, { paddingBlockStart: vars.space.xl, paddingBlockEnd: `calc(${vars.space.xxl} + ${vars.space.lg})` });
globalStyle(`${heroKinds.pricing}${heroFoot}::after`, { blockSize: vars.space.xxl });

globalStyle(`${heroKinds.service} ${aside}`, {
  background: 'transparent',
  border: 'none',
  borderInlineStart: `calc(${vars.size.border} * 3) solid ${vars.color.accent}`,
  borderRadius: 0,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: 0,
});
globalStyle(`${heroKinds.service} ${checks}`, { gap: vars.space.sm, fontSize: vars.fontSize.lg });

globalStyle(`${heroKinds.solution} ${aside}`, {
  background: vars.color.inverse,
  color: vars.color.onInverse,
  borderColor: vars.color.inverse,
  boxShadow: vars.shadow.lg,
});
globalStyle(`${heroKinds.solution} :is(${label}, ${vat})`, { color: vars.color.onInverseMuted });
globalStyle(`${heroKinds.solution} ${amount}`, { color: vars.color.onInverse, fontSize: vars.fontSize.display });
globalStyle(`${heroKinds.solution} ${checks} > li::before`, { borderColor: vars.color.onInverse });

// The pricing header: the heading a step smaller, the side a row under the text across the container.
globalStyle(`${heroKinds.pricing} h1`, { fontSize: vars.fontSize.xxl });
globalStyle(`${heroKinds.pricing} > div`, { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
globalStyle(`${heroKinds.pricing} ${aside}`, { maxWidth: 'none', marginInlineStart: 0, padding: vars.space.md });
// One column on a phone; from a tablet's width every group in one row of equal columns, however many there are (an
// auto-fit grid put three groups at 1024 px in a row of two and a row of one, issue 35, round 3).
globalStyle(`${heroKinds.pricing} ${summary}`, {
  gap: vars.space.md,
  '@media': { [mediaUp('wide')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${heroKinds.pricing} ${row} + ${row}`, {
  '@media': { [mediaUp('wide')]: { borderBlockStart: 'none', borderInlineStart: `${vars.size.border} solid ${vars.color.border}`, paddingInlineStart: vars.space.md } },
});
