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
  behind: {
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    paddingBlock: vars.space.xxxl,
    background: vars.color.surfaceAlt,
  },
});

/** The inner column with media: two columns from `wide` up (text, then media), or the panel's column. */
export const withMedia = styleVariants({
  beside: {
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'center',
    '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  },
  behind: {},
});

/** The media beside the text: rounded like a card, an image filling its width. */
export const media = style({ minWidth: 0, borderRadius: vars.radius.card, overflow: 'hidden' });

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
