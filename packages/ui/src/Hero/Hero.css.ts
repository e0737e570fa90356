import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../internal/cardRules';
import { mediaUp } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.selected}, ${vars.color.bg})`,
  // The band opens at the breadcrumbs above it and ends where the first section's own padding begins: no empty
  // stretch of gradient between the hero's last line and the next heading.
  paddingBlockStart: vars.space.xxl,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.md,
});

export const inner = style({
  maxWidth: vars.size.container,
  marginInline: 'auto',
});

/** The text column: eyebrow, heading, lead, actions. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

/** The text column's alignment; `center` also centres the lines of the heading and lead, and the actions' row. */
export const alignments = styleVariants({
  start: {},
  center: { alignItems: 'center', textAlign: 'center' },
});

/** With media: the band as a whole (`behind` stacks the media under the text panel). */
export const placements = styleVariants({
  beside: {},
  below: {},
  behind: {
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    paddingBlock: vars.space.xxxl,
    background: vars.color.surfaceAlt,
  },
});

/** The inner column with something beside the text (media or an aside): two columns from `wide` up, one on a phone. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** The inner column with media below and nothing beside the text: the text, then the media. */
export const oneColumn = style({ display: 'grid', gap: vars.space.xl });

/** The media with the text: rounded like a card, an image filling its width. */
export const media = style({ minWidth: 0, borderRadius: vars.radius.card, overflow: 'hidden' });

/** Media `below`: across both columns, in the row under the text and the aside, from `wide` up. */
export const mediaBelow = style({
  '@media': { [mediaUp('wide')]: { gridColumn: '1 / -1', gridRow: 2 } },
});

/**
 * The aside: beside the text in the first row from `wide` up (it comes after the media in the source, so on a phone
 * it follows a picture placed below). No rounding or clipping: a card in it keeps its corners and shadow.
 */
export const aside = style({
  minWidth: 0,
  '@media': { [mediaUp('wide')]: { gridColumn: 2, gridRow: 1 } },
});

/** The aside with media beside: under the media in the second column, the text spanning both rows. */
export const asideUnderMedia = style({
  minWidth: 0,
  '@media': { [mediaUp('wide')]: { gridColumn: 2 } },
});
export const contentBesideBoth = style({
  '@media': { [mediaUp('wide')]: { gridRow: 'span 2' } },
});

/** The media behind the text: fills the band; an image is cropped to cover it. */
export const backdrop = style({ position: 'absolute', inset: 0, zIndex: -1 });

globalStyle(`${media} :is(img, picture, video, svg)`, { display: 'block', width: '100%', height: 'auto' });
globalStyle(`${backdrop} :is(img, picture, video)`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The text over a picture sits on the card surface, so its contrast never depends on the picture. */
export const panel = style({
  ...cardSurface,
  boxShadow: vars.shadow.md,
  maxWidth: `min(100%, calc(${vars.size.prose} + 2 * ${vars.space.xl}))`,
  padding: vars.space.xl,
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  color: vars.color.accent,
});

// At most the column's width: in a flex column a long single word ("Privacy policy" on a phone) would
// otherwise set the heading's width and run off the screen instead of breaking.
export const title = style({
  // Lines of even length: never a lone last word under a full line.
  textWrap: 'balance',
  maxWidth: `min(100%, ${vars.size.prose})`,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const text = style({
  maxWidth: `min(100%, ${vars.size.prose})`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

globalStyle(`${alignments.center} ${actions}`, { justifyContent: 'center' });

/** The price anchor beside the buttons: the figure in the text colour, strong enough to be read as a fact. */
export const price = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
