import { breakpoints, mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { ruledList, threeColumnsFromWide } from '../styles/lists.css';

/**
 * The home page's own compositions (issue 35, round 2): a featured case study on a basalt band, the services as an
 * editorial list beside their heading, the news as dated headlines. Each differs from the card grids of the
 * solutions, so the page never shows two card grids in a row.
 */

/** A band in the theme's dark scheme (by the lava class and `data-color-scheme` on the element), edge to edge. */
export const darkBand = style({
  // Parted from the figures' dark strip above it by the hero's line of lava.
  borderBlockStart: `calc(${vars.size.border} * 3) solid ${vars.color.accent}`,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  background: vars.color.bg,
  color: vars.color.text,
  '@media': { [mediaUp('wide')]: { paddingBlock: vars.space.xxxl } },
});

/** The band's column: the page's container width. */
export const inner = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.container, marginInline: 'auto' });

/** A heading over its lead, both held to the reading measure. */
export const head = style({ display: 'grid', gap: vars.space.sm, maxWidth: vars.size.prose });

globalStyle(`${head} > *`, { margin: 0 });
globalStyle(`${head} > h2`, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, textWrap: 'balance' });
globalStyle(`${head} > p`, { color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

/** The featured project: its picture large, its story and result figure beside it from a tablet's width. */
export const feature = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl } },
});

/** The project's picture (its screens in their devices, as its page has it): rounded, lifted off the band. */
export const screen = style({
  display: 'block',
  margin: 0,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

globalStyle(`${screen} img`, { display: 'block', width: '100%', height: 'auto' });

/** The featured project's words: its category, name, summary, result figure and link. */
export const story = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

globalStyle(`${story} > *`, { margin: 0 });
globalStyle(`${story} h3`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, textWrap: 'balance' });
globalStyle(`${story} > p`, { color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/**
 * The featured project's link: a step over the body size, semibold, with an arrow, and a target the height of a
 * button (round 9: at body size it read quieter than the card titles below it).
 */
export const featureLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.accent,
});

/** The result: a large figure in lava over what it counts, on a rule. */
export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  justifySelf: 'stretch',
});

export const resultValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});

export const resultLabel = style({ color: vars.color.textMuted });

/**
 * More work: the next projects, three cards in a row from a tablet's width, each screen over its name; on a phone the
 * first two as rows, each screen beside its name (at 390 px about 96 px tall), the rest a tap away on /verkefni.
 */
export const more = style([ruledList, threeColumnsFromWide, { gap: vars.space.lg, marginBlockStart: vars.space.lg }]);

globalStyle(`${more} > li`, {
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'center',
  paddingBlockStart: vars.space.lg,
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' } },
});
globalStyle(`${more} > li:nth-child(n + 3)`, { '@media': { [`screen and (width < ${breakpoints.wide})`]: { display: 'none' } } });
globalStyle(`${more} img`, { display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.inner });
globalStyle(`${more} h3`, {
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  // Beside its screen on a phone a name has half the row: at the card size "Lindarbakarí – WordPress Express" took
  // three lines, the last one word.
  '@media': { [`screen and (width < ${breakpoints.wide})`]: { fontSize: vars.fontSize.md } },
});
globalStyle(`${more} p`, { fontSize: vars.fontSize.sm });

/** The band's last line: its button. */
/** The band's "all projects" button, at its own width and centred under the work, as every list's "all" button is. */
export const foot = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

/**
 * The services as an editorial list: the heading, its lead and the button in a column that stays in view, the
 * services as numbered lines beside it from a laptop's width (under it on a phone).
 */
export const split = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
});

export const splitInner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  '@media': { [mediaUp('desktop')]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space.xxl, alignItems: 'start' } },
});

export const splitHead = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  '@media': { [mediaUp('desktop')]: { position: 'sticky', insetBlockStart: vars.space.xl } },
});

globalStyle(`${splitHead} > *`, { margin: 0 });
globalStyle(`${splitHead} > h2`, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, textWrap: 'balance' });
globalStyle(`${splitHead} > p`, { color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

/** The numbered lines: number, name (the link) and one sentence, divided by rules. */
export const lines = style([ruledList, { counterReset: 'line' }]);

globalStyle(`${lines} > li`, {
  position: 'relative',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.xxl,
  counterIncrement: 'line',
});
globalStyle(`${lines} > li:last-child`, { borderBlockEnd: `${vars.size.border} solid ${vars.color.border}` });
globalStyle(`${lines} > li::before`, {
  content: 'counter(line, decimal-leading-zero)',
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});
globalStyle(`${lines} h3`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
globalStyle(`${lines} h3 a`, { color: vars.color.text, textDecoration: 'underline', textDecorationColor: vars.color.border, textUnderlineOffset: '0.2em' });
globalStyle(`${lines} h3 a:hover`, { textDecorationColor: vars.color.primary });

/** The news as dated headlines in columns, each on a rule under its typographic cover (drawn once the app runs): no cards. */
export const headlines = style([ruledList, threeColumnsFromWide, { gap: vars.space.lg }]);

// Each headline on a rule in the text colour, a stronger line than the list's own.
globalStyle(`${headlines} > li`, { alignContent: 'start', gap: vars.space.xs, paddingBlockStart: vars.space.md, borderBlockStartColor: vars.color.text });
globalStyle(`${headlines} time`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${headlines} h3`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, textWrap: 'balance' });
globalStyle(`${headlines} h3 a`, { color: vars.color.text, textDecoration: 'underline', textDecorationColor: vars.color.border, textUnderlineOffset: '0.2em' });

/** A headline's typographic cover (NewsHeadlines.tsx), rounded as home's other small screens are. */
export const headlineCover = style({ borderRadius: vars.radius.inner });
