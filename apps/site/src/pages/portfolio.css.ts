import { breakpoints, mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { heroFoot } from '../brand/hero.css';

/** The message when search and filters hide every project, with its clear-filters button. */
export const noResults = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

globalStyle(`${noResults} > p`, { margin: 0 });

export const noResultsTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The project page's picture, under the hero: the full content column, rounded like a card. */
export const leadImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
});

/** The default image on the project page: rounded like the picture it stands in for. */
export const leadPlaceholder = style({ borderRadius: vars.radius.card });

/** Challenge, solution and result: one reading column, each part a heading and its paragraphs. */
export const caseStudy = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.size.prose,
});

export const part = style({ display: 'grid', gap: vars.space.sm, lineHeight: vars.lineHeight.relaxed });

globalStyle(`${part} > *`, { margin: 0 });
globalStyle(`${part} > h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

/**
 * The closing call to action: its heading and text beside the button on a wide screen, stacked on a phone. The
 * button never wraps on its own: its label stays on one line and it keeps its own row when there is no room.
 */
export const cta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.inverse,
  color: vars.color.onInverse,
});

export const ctaText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 20rem', minWidth: 0 });

globalStyle(`${ctaText} > *`, { margin: 0 });
globalStyle(`${ctaText} > h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
globalStyle(`${ctaText} > p`, { color: vars.color.onInverseMuted });

export const ctaButton = style({ flex: '0 0 auto', whiteSpace: 'nowrap' });

/**
 * The home page's card grids and news on a phone: the first three cards of a grid and the first news item; each
 * section keeps its "see all" button, so nothing is out of reach. It takes no box of its own.
 */
export const condensed = style({ display: 'contents' });

const phone = `screen and (width < ${breakpoints.wide})`;

globalStyle(`${condensed} ul > li:nth-child(n + 4)`, {
  '@media': { [phone]: { display: 'none' } },
});
globalStyle(`${condensed} [data-news-list] > li:nth-child(n + 2)`, {
  '@media': { [phone]: { display: 'none' } },
});

/**
 * The home hero: a basalt band (the theme's dark scheme, by its class and `data-color-scheme` on this element), the
 * sea's colour fading into it from the top (the Hero's own gradient), its basalt columns (brand/hero.css, `heroFoot`)
 * standing on a line of lava. The work pictures may reach past the page's edge on a desktop: clipped, never scrolled.
 */
export const homeHero = style({ position: 'relative', overflowX: 'clip', borderBlockEnd: `3px solid ${vars.color.accent}` });

/**
 * Below a desktop width the hero shows one first screen under its buttons, whole: on a phone 17rem wide (272 x 153 px),
 * standing above the basalt columns. Its area stays under the lead paragraph's (the largest paint of home's first
 * screen, 358 x 136 px in Icelandic at 390 px), because it is lazy and drawn after the app starts: were it the largest
 * paint, the page's LCP would wait for the app. On a tablet, 22rem, leaning on the columns. Its room is reserved in
 * the hero's foot from the first paint,
 * so nothing moves when it comes.
 */
const phoneShot = `min(17rem, 100vw - 2 * ${vars.space.md})`;
const tabletShot = '22rem';
const shotFoot = '2.5rem';
/** On a phone the window stands above the basalt columns (4rem tall), whole, rather than leaning into them. */
const phoneFoot = '4.5rem';

globalStyle(`${homeHero} ${heroFoot}`, {
  '@media': {
    [phone]: { paddingBlockEnd: `calc(${phoneFoot} + ${phoneShot} * 0.5625 + ${vars.space.lg})` },
    [`screen and (${breakpoints.wide} <= width < ${breakpoints.desktop})`]: { paddingBlockEnd: `calc(${shotFoot} + ${tabletShot} * 0.5625 + ${vars.space.lg})` },
    // On a desktop the band is tall enough for the fanned screens beside the heading.
    [mediaUp('desktop')]: { minBlockSize: '34rem' },
  },
});

/** The one first screen below a desktop width, a window under the text's own edge: the column reads down to it. */
export const heroSingle = style({
  position: 'absolute',
  zIndex: 1,
  insetInlineStart: `max(${vars.space.md}, 50% - ${vars.size.container} / 2)`,
  insetBlockEnd: phoneFoot,
  width: phoneShot,
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.inner,
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  background: vars.color.surface,
  pointerEvents: 'none',
  '@media': {
    [mediaUp('wide')]: { width: tabletShot, insetBlockEnd: shotFoot },
    [mediaUp('desktop')]: { display: 'none' },
  },
});

// The window shows the whole screenshot, uncropped, on a phone as on a tablet.
globalStyle(`${heroSingle} img`, { display: 'block', width: '100%', height: 'auto' });

/**
 * The work beside the heading from a desktop width up: from just after the text column (at most the reading measure)
 * to the page's edge, or a little past the container on very wide screens; the screens fill the band's height above
 * the columns, the front one standing in front of them. Not shown below a desktop width (`heroSingle` is).
 */
export const heroWork = style({
  display: 'none',
  pointerEvents: 'none',
  '@media': {
    [mediaUp('desktop')]: {
      display: 'block',
      position: 'absolute',
      zIndex: 1,
      insetBlockStart: vars.space.xl,
      insetBlockEnd: '3rem',
      insetInlineStart: `calc(max(${vars.space.md}, 50% - ${vars.size.container} / 2) + ${vars.size.prose} + ${vars.space.xxl})`,
      insetInlineEnd: `max(-1rem, 50% - ${vars.size.container} / 2 - 8rem)`,
    },
  },
});

/** A first screen in the fan: a window with a hairline edge and a deep shadow. */
export const heroShot = style({
  position: 'absolute',
  overflow: 'hidden',
  borderRadius: vars.radius.inner,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

/** Three first screens, fanned: the front one lower left, the others stepping back up and to the right. */
export const heroShots = [
  style({ zIndex: 3, insetInlineStart: 0, insetBlockEnd: 0, width: '76%' }),
  style({ zIndex: 2, insetInlineEnd: 0, insetBlockStart: '22%', width: '62%' }),
  style({ zIndex: 1, insetInlineEnd: '16%', insetBlockStart: 0, width: '52%' }),
];

globalStyle(`${heroWork} img`, { display: 'block', width: '100%', height: 'auto' });

/**
 * The project's hero (the kit's Hero with the lead picture as its media below, the facts panel as its aside): text and
 * panel start at the same line, the breadcrumbs level with the panel's top, rather than the text centred beside a taller panel.
 */
export const projectHero = style({});

globalStyle(`${projectHero} > div`, { alignItems: 'start' });

/** The facts panel in the hero: the result in figures over the facts, on the card surface. */
export const factsPanel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

globalStyle(`${factsPanel} > h2`, {
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The result's figures at the top of the panel: the case study's evidence at a glance, said once on the page. */
export const heroFigures = style({ paddingBlockEnd: vars.space.xs });

/** Label over value, each pair divided from the next by a rule, two pairs a row: easy to scan, short in the hero. */
export const factList = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg, margin: 0 });

/** A pair that takes the whole row (the tags). */
export const factWide = style({ gridColumn: '1 / -1' });

globalStyle(`${factList} > div`, {
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
globalStyle(`${factList} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${factList} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
globalStyle(`${factList} a`, { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' });

/** The client's name after its logo, on one line where it fits. */
export const client = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

globalStyle(`${client} > img`, { display: 'block', height: vars.size.icon, width: 'auto', borderRadius: vars.radius.field });

/**
 * Beside the story from a desktop width (readingColumns.css.ts lays the two out): the client's quote, or what the
 * project included when it has no quote, sticky so it stays in view while the story is read; after the story on a phone.
 */
export const storySide = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaUp('desktop')]: { position: 'sticky', insetBlockStart: vars.space.xl } },
});

globalStyle(`${storySide} > h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
globalStyle(`${storySide} > ul`, { display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, lineHeight: vars.lineHeight.relaxed });

/** The previous and next projects: two links side by side from a wide screen, the next one on the right. */
export const neighbours = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const neighbour = style({
  display: 'grid',
  gap: vars.space.xxs,
  minHeight: vars.size.target,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const neighbourNext = style({
  textAlign: 'end',
  '@media': { [mediaUp('wide')]: { gridColumn: 2 } },
});

export const neighbourLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const neighbourTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' });

/**
 * Home's logo strip, right after the clients' quotes and before the figures: from the wide breakpoint each mark is
 * 2.5rem tall, the size of the figures' type (the theme's xxl, at most 2.5rem), and in the text colour rather than
 * muted, so the clients' names weigh at least as much as the agency's numbers.
 */
export const homeLogos = style({ display: 'contents' });

globalStyle(`${homeLogos} li > svg`, {
  height: vars.space.xl,
  '@media': { [mediaUp('wide')]: { height: `calc(${vars.space.xl} * 1.25)` } },
});
globalStyle(`${homeLogos} li`, { color: vars.color.text });
