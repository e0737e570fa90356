import { breakpoints, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Quotes beside a form: a heading and the cards one under the other, spaced like the aside's other parts. */
export const asideQuotes = style({ display: 'grid', gap: vars.space.md });

globalStyle(`${asideQuotes} > h2`, { margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/** Home's quotes: the kit's featured quotes, one under the other. */
export const homeQuotes = style({});

// On a phone home shows one quote, as it shows one project and one news item (a shorter page).
globalStyle(`${homeQuotes} ul > li:nth-child(n + 2)`, {
  '@media': { [`screen and (width < ${breakpoints.wide})`]: { display: 'none' } },
});
