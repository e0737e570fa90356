import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../theme/breakpoints';
import { autoGrid, cardMin } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { cardSurface } from '../internal/cardRules';

export const grid = style(autoGrid(cardMin, vars.space.lg));

export const cell = style({ display: 'flex', flexDirection: 'column' });

export const card = style({
  ...cardSurface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  margin: 0,
  padding: vars.space.lg,
});

/**
 * The quote in the text colour at a reading size, opened by a large quotation mark in the accent colour, the
 * featured quote's mark at two thirds of its size: a card beside a featured quote reads as the same kind of thing.
 */
export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  selectors: {
    '&::before': {
      content: '"“"',
      display: 'block',
      // A quotation mark's ink is about a third of its em: at twice the largest space step it draws about 32 px
      // wide, in a row a little shorter than that step, just over the first line.
      height: `calc(${vars.space.xl} + ${vars.space.xs})`,
      // The featured quote's mark is drawn in the heading face (its words are): the same shape here.
      fontFamily: vars.font.heading,
      fontSize: `calc(${vars.space.xxl} * 2)`,
      lineHeight: 1,
      color: vars.color.accent,
    },
  },
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const photo = style({
  flexShrink: 0,
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

export const logo = style({
  flexShrink: 0,
  width: 'auto',
  height: vars.space.xl,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const affiliation = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Featured quotes stand one under the other, a section's gap apart. */
export const featuredList = style({ display: 'grid', gap: vars.space.xl, margin: 0, padding: 0, listStyle: 'none' });

/**
 * A featured quote is a pull-quote, not a card: no surface or frame, only a rule in the primary colour at its start
 * edge (the width of the smallest space step), so it reads as part of the page's text rather than a box beside it.
 * Media above the quote on phones.
 */
export const featured = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'center',
  alignItems: 'center',
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.space.xxs} solid ${vars.color.primary}`,
  '@media': { [mediaUp('wide')]: { paddingInlineStart: vars.space.xl, columnGap: vars.space.xxl } },
});

/** From the wide breakpoint the media takes a third, beside the quote and its caption. */
export const featuredWithMedia = style({
  '@media': {
    [mediaUp('wide')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      gridTemplateAreas: '"media quote" "media caption"',
    },
  },
});

/** The consumer's picture fills its column and keeps its own proportions. */
export const media = style({ minWidth: 0, '@media': { [mediaUp('wide')]: { gridArea: 'media' } } });

globalStyle(`${media} > :is(img, picture, svg, video)`, { display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.card });

/** Quote and caption take their areas only beside media: without it the card is one column in source order. */
const besideMedia = (area: string) => ({ '@media': { [mediaUp('wide')]: { selectors: { [`${featuredWithMedia} &`]: { gridArea: area } } } } });

/**
 * The widest a featured quote's lines run: a quarter over the reading column, since its larger type holds fewer
 * characters to a line (about 880 px with the bundled tokens).
 */
const featuredMeasure = `calc(${vars.size.prose} * 1.25)`;

/**
 * The quote in the heading face, a little over the large text size on a phone (about 22 px, so a quote of a few
 * sentences runs six or seven lines and stays within a screen) and between the scale's two largest text steps from the wide breakpoint (28-30
 * px), its leading between tight and normal, opened by a large mark in the accent colour.
 */
export const featuredQuote = style([
  quote,
  besideMedia('quote'),
  {
    maxWidth: featuredMeasure,
    fontFamily: vars.font.heading,
    fontSize: `calc(${vars.fontSize.lg} + ${vars.space.xxs} / 2)`,
    lineHeight: `calc((${vars.lineHeight.tight} + ${vars.lineHeight.normal}) / 2)`,
    '@media': { [mediaUp('wide')]: { fontSize: `min(${vars.fontSize.xxl}, calc(${vars.fontSize.xl} + ${vars.space.xxs}))` } },
    selectors: {
      '&::before': {
        // A quotation mark's ink is about a third of its em: at three times the largest space step it draws about
        // 48 px wide, in a row a little taller than that step, just over the first line.
        height: `calc(${vars.space.xxl} + ${vars.space.xs})`,
        fontSize: `calc(${vars.space.xxl} * 3)`,
        lineHeight: 1,
        color: vars.color.accent,
      },
    },
  },
]);

export const featuredCaption = style([besideMedia('caption'), { marginTop: 0 }]);
