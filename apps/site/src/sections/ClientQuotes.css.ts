import { breakpoints, cardMin, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Quotes beside a form: a heading and the cards one under the other, spaced like the aside's other parts. */
export const asideQuotes = style({ display: 'grid', gap: vars.space.md });

globalStyle(`${asideQuotes} > h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/**
 * Home's quotes: as many columns as there are quotes, where they fit (auto-fit), so two quotes share the row rather
 * than leave an empty third column; each keeps the kit's card width as its least.
 */
export const homeQuotes = style({});

globalStyle(`${homeQuotes} ul`, { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${cardMin}), 1fr))` });

// On a phone home shows one quote, as it shows one project and one news item (a shorter page).
globalStyle(`${homeQuotes} ul > li:nth-child(n + 2)`, {
  '@media': { [`screen and (width < ${breakpoints.wide})`]: { display: 'none' } },
});
