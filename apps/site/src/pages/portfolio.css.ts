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

/**
 * Challenge, solution and result: each part a heading and its paragraphs at the reading measure; the client's quote
 * between two of them takes the content column's width.
 */
export const caseStudy = style({ display: 'grid', gap: vars.space.xl });

/**
 * The client's pull-quote in the case study's flow: the parts' gap and the largest space step again above and below
 * it (80 px each side), so it reads as a pause in the story rather than a fourth part (design review, round 9).
 */
export const pullQuote = style({ marginBlock: vars.space.xxl });

export const part = style({ display: 'grid', gap: vars.space.sm, maxWidth: vars.size.prose, lineHeight: vars.lineHeight.relaxed });

globalStyle(`${part} > *`, { margin: 0 });
globalStyle(`${part} > h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

/**
 * The home page's card grids on a phone: the first three cards of a grid (all three news items since design review 8);
 * each section keeps its "see all" button, so nothing is out of reach. It takes no box of its own.
 */
export const condensed = style({ display: 'contents' });

const phone = `screen and (width < ${breakpoints.wide})`;

globalStyle(`${condensed} ul > li:nth-child(n + 4)`, {
  '@media': { [phone]: { display: 'none' } },
});

/**
 * The home hero: a basalt band (the theme's dark scheme, by its class and `data-color-scheme` on this element), the
 * sea's colour fading into it from the top (the Hero's own gradient), its basalt columns (brand/hero.css, `heroFoot`)
 * standing on a line of lava.
 */
export const homeHero = style({ position: 'relative', overflowX: 'clip', borderBlockEnd: `3px solid ${vars.color.accent}` });

/**
 * The hero's picture (HeroWork.tsx): a desktop's first screen with a phone's in front of its lower right corner.
 * Below a desktop width it stands under the buttons, 85% of the content's width, above the basalt columns
 * (4rem tall) with room between; its room is reserved in the hero's foot from the first paint, so nothing moves
 * when it comes. From a desktop width it stands beside the text, inside the container, clear of the columns by 4rem.
 */
const columnsHeight = '4rem';
/**
 * 85% of the content's width (at most 30rem), from its start: at 85% the desktop screen stays under three quarters of
 * the lead paragraph's area on a phone (the area LCP measures), so the text stays the largest paint. At the content's
 * full width it was 46,000 px² against the lead's 45,500 at 412 px, Lighthouse's phone, and became the page's LCP
 * (lazy, drawn after the app starts: 2.1x the bare page against the 1.15x gate).
 */
const narrowWorkWidth = `calc(0.85 * min(100vw - 2 * ${vars.space.md}, 30rem))`;
/** The picture's height over its width: the phone's frame (27% wide, 180 x 388) and a little of the desktop above it. */
const workHeightRatio = 0.62;
const narrowWorkFoot = `calc(${columnsHeight} + ${vars.space.lg})`;

globalStyle(`${homeHero} ${heroFoot}`, {
  '@media': {
    [`screen and (width < ${breakpoints.desktop})`]: {
      paddingBlockEnd: `calc(${narrowWorkFoot} + ${narrowWorkWidth} * ${workHeightRatio} + ${vars.space.lg})`,
    },
    // On a desktop the band is tall enough for the picture beside the heading.
    [mediaUp('desktop')]: { minBlockSize: '34rem' },
  },
});

const containerEdge = `max(${vars.space.md}, 50% - ${vars.size.container} / 2)`;

export const heroWork = style({
  position: 'absolute',
  zIndex: 1,
  insetInlineStart: containerEdge,
  insetBlockEnd: narrowWorkFoot,
  width: narrowWorkWidth,
  aspectRatio: `1 / ${workHeightRatio}`,
  pointerEvents: 'none',
  '@media': {
    [mediaUp('desktop')]: {
      // From after the text column (at most the reading measure) to the container's edge.
      insetInlineStart: `calc(${containerEdge} + ${vars.size.prose} + ${vars.space.xxl})`,
      insetInlineEnd: containerEdge,
      // Top-aligned with the heading's first line (the hero's top padding, then the line's half-leading), so the
      // work reads beside the heading rather than under it; the band's height keeps it, and its caption, more than
      // the 48 px the design review asks for clear of the columns (review35d.spec.ts).
      insetBlockStart: `calc(${vars.space.xxl} + ${vars.space.sm})`,
      insetBlockEnd: 'auto',
      width: 'auto',
    },
  },
});

/** The picture's caption, the project's name in the muted text colour and a link to its case study, under it from a desktop width. */
export const heroCaption = style({
  display: 'none',
  '@media': {
    [mediaUp('desktop')]: {
      display: 'block',
      position: 'absolute',
      insetBlockStart: `calc(100% + ${vars.space.xxs})`,
      insetInline: 0,
      margin: 0,
      fontSize: vars.fontSize.sm,
      color: vars.color.textMuted,
      pointerEvents: 'auto',
    },
  },
});

/** A screen: a window with a hairline edge and a deep shadow. */
const screen = {
  position: 'absolute',
  overflow: 'hidden',
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  background: vars.color.surface,
} as const;

/** The desktop's first screen, 16:9, at the picture's top left, 76% of the picture's width. */
export const heroDesktop = style({ ...screen, insetBlockStart: 0, insetInlineStart: 0, width: '76%', aspectRatio: '16 / 9', borderRadius: vars.radius.inner });

globalStyle(`${heroDesktop} img`, { display: 'block', width: '100%', height: 'auto' });

/** Where the first phone stands in the project's 800 x 450 picture of phone screens (tools/project-pictures.ts). */
const PHONE_IN_PICTURE = { left: 110, top: 32, width: 180, height: 388, pictureWidth: 800 };
const percentOfPhone = (length: number) => `${((length / PHONE_IN_PICTURE.width) * 100).toFixed(2)}%`;

/**
 * The phone's first screen, in front of the desktop's lower right corner: its frame shows the first phone of the
 * picture (the picture scaled and moved within it; margins in percent are of the frame's width), its corners rounded
 * as the drawn phone's (8% of its width, 3.7% of its height).
 */
export const heroPhone = style({
  ...screen,
  zIndex: 1,
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  width: '27%',
  aspectRatio: `${PHONE_IN_PICTURE.width} / ${PHONE_IN_PICTURE.height}`,
  borderRadius: '8% / 3.7%',
});

globalStyle(`${heroPhone} img`, {
  display: 'block',
  width: percentOfPhone(PHONE_IN_PICTURE.pictureWidth),
  maxWidth: 'none',
  height: 'auto',
  marginInlineStart: `-${percentOfPhone(PHONE_IN_PICTURE.left)}`,
  marginBlockStart: `-${percentOfPhone(PHONE_IN_PICTURE.top)}`,
});

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

/**
 * The client's name after its logo, on one line where it fits. A block, not inline: an inline flex box takes its
 * baseline from the logo's bottom edge, which lifted the name about 4 px above the year beside it (review 36).
 */
export const client = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

globalStyle(`${client} > img`, { display: 'block', height: vars.size.icon, width: 'auto', borderRadius: vars.radius.field });

/**
 * The site's ticked list, as the kit draws a package's features (a tick in the success colour before each line), in
 * two columns from a tablet's width, one on a phone.
 */
export const checkList = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

globalStyle(`${checkList} > li`, { display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
globalStyle(`${checkList} svg`, { flexShrink: 0, alignSelf: 'center', color: vars.color.success });

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
