import { breakpoints, mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Quotes beside a form: a heading and the cards one under the other, spaced like the aside's other parts. */
export const asideQuotes = style({ display: 'grid', gap: vars.space.md });

globalStyle(`${asideQuotes} > h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/**
 * Home's quotes: the kit's featured quotes (pull-quotes, each behind its rule), side by side from a tablet's width, each quote at a
 * paragraph's size in the heading face rather than the kit's display size, so a quote of a few sentences keeps to a
 * few lines and the work below stays near the first screens.
 */
export const homeQuotes = style({});

globalStyle(`${homeQuotes} ul`, {
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', gap: vars.space.lg, alignItems: 'stretch' } },
});

// Each quote from its top and its signature at its foot (the kit centres the content, so a shorter quote started
// lower than the one beside it), the two rules the same height.
globalStyle(`${homeQuotes} ul > li > *`, {
  alignContent: 'space-between',
  '@media': { [mediaUp('wide')]: { height: '100%' } },
});

globalStyle(`${homeQuotes} blockquote, ${homeQuotes} blockquote p`, {
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '@media': { [mediaUp('wide')]: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal } },
});

/**
 * A page's one quote before its closing band: the kit's featured quote at a paragraph's size in the heading face, as
 * home's, so a quote of a few sentences keeps to a few lines across the section's width.
 */
export const pageQuote = style({});

globalStyle(`${pageQuote} blockquote, ${pageQuote} blockquote p`, {
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '@media': { [mediaUp('wide')]: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal } },
});

// On a phone home shows one quote, as it shows one project and one news item (a shorter page).
globalStyle(`${homeQuotes} ul > li:nth-child(n + 2)`, {
  '@media': { [`screen and (width < ${breakpoints.wide})`]: { display: 'none' } },
});

// The clients' logo tiles at one corner radius, the cards' own, whatever corners a client's mark is drawn with (round,
// square), so the quotes' signatures read as one set. Only a quote's signature has a picture in a caption; a person's
// photo keeps the kit's round crop (its class outranks this rule).
globalStyle('figcaption img', { borderRadius: vars.radius.card });
