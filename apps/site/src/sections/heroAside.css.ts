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

/** What the card sums up: small capitals over the rest, as the Hero's own eyebrow. */
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** The amount: in the package cards' price colour, so a price reads the same in the summary and in its card below. */
export const amount = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: vars.color.primary });

/** The VAT note under an amount. */
export const vat = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

/**
 * A service or solution page's side (issue 35, round 5): proof from its own work, a card with the project's screen
 * flush at its top, the result figure in the accent, the client and the link to the case study; or, without a
 * project, the agency in brief. From a tablet's width it stands beside the text, never wider than a card of the grids.
 */
export const proof = style({
  display: 'grid',
  alignContent: 'start',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderBlockStart: `calc(${vars.size.border} * 3) solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': { [mediaUp('wide')]: { maxWidth: '26rem', marginInlineStart: 'auto' } },
});

/** The project's screen, 16:9 as every project picture, its room reserved by its size. */
export const proofShot = style({ display: 'block', borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });

globalStyle(`${proofShot} img`, { display: 'block', inlineSize: '100%', blockSize: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });

export const proofBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg });

/** The result: its value large in the accent, what it counts beside it. */
export const figure = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const figureValue = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});

/** The project's title, which names the client, then the link to the case study. */
export const client = style({ margin: 0, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** The case study's paragraph; its link is the site's underlined link (HeroAside.tsx). */
export const proofLink = style({ margin: 0 });

/** The agency in brief: each fact's term over its value, divided by rules. */
export const facts = style({ display: 'grid', margin: 0 });

globalStyle(`${facts} > div`, { display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.sm });
globalStyle(`${facts} > div + div`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** An overview's index: its pages as links, one a line, each a full-width target. */
export const index = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${index} > li + li`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
// Each link the site's underlined link (HeroAside.tsx) across the card's width: the whole line is its target.
globalStyle(`${index} a`, { display: 'flex' });

/** The price list's summary: each group's name over the price it starts from, divided by rules, each a link to its group. */
export const summary = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ paddingBlock: vars.space.sm });

globalStyle(`${row} + ${row}`, { borderBlockStart: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${row} > a`, { display: 'grid', gap: vars.space.xxs, textDecoration: 'none' });

/** The group's name: the link's words, underlined as a link (the price under it is part of the same target). */
export const groupName = style({
  color: vars.color.primary,
  textDecoration: 'underline',
});


/**
 * The hero's composition by page type (issue 35, round 2), so each page is known at first glance; the kit's Hero
 * underneath, its inner grid and side reached through its children.
 *
 * - service and solution: the promise and the proof: the side is a project of the page's own work (round 5; the
 *   ruled list of the features and the package card each repeated a section below).
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

// The pricing header: the heading a step smaller, the side a row under the text across the container.
globalStyle(`${heroKinds.pricing} h1`, { fontSize: vars.fontSize.xxl });
globalStyle(`${heroKinds.pricing} > div`, { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
// Each group's column the same width, its text inset alike on both sides (the aside's own inset would leave the
// first column wider than the others), the rules between them reaching the card's edges.
globalStyle(`${heroKinds.pricing} ${aside}`, { maxWidth: 'none', marginInlineStart: 0, paddingBlock: vars.space.xs, paddingInline: 0 });
globalStyle(`${heroKinds.pricing} ${row}`, { paddingInline: vars.space.md });
// One column on a phone; from a tablet's width every group in one row of equal columns, however many there are (an
// auto-fit grid put three groups at 1024 px in a row of two and a row of one, issue 35, round 3).
globalStyle(`${heroKinds.pricing} ${summary}`, {
  '@media': { [mediaUp('wide')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${heroKinds.pricing} ${row} + ${row}`, {
  '@media': { [mediaUp('wide')]: { borderBlockStart: 'none', borderInlineStart: `${vars.size.border} solid ${vars.color.border}` } },
});

// A service's and a solution's proof: one card, on the surface with its figure in the accent, on both (issue 35,
// round 6: a dark card on solutions read as a second design). Its deep shadow (16 px down, 40 px blur) shows whole:
// the kit's media box, which clips to round a picture, lets it out, and the band keeps 4rem between the card and the
// columns (4rem tall), more than the shadow's reach.
const proofHeroes = `:is(${heroKinds.service}, ${heroKinds.solution})`;
globalStyle(`${proofHeroes} > div > div:last-child`, { overflow: 'visible' });
globalStyle(`${proofHeroes}${heroFoot}`, { paddingBlockEnd: `calc(4rem + ${vars.space.xxl} + ${vars.space.md})` });
