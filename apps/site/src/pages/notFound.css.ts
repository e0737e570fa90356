import { mediaUp, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { underlinedLink } from '../styles/links.css';
import { ruledList, twoColumnsFromWide } from '../styles/lists.css';

/**
 * The 404 page's ways on (NotFoundPage.tsx): the main sections as a page of search results on the muted band under
 * the hero, each its address, its name as the link and a line about it; two columns from a tablet's width.
 */
export const band = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  background: vars.color.surfaceAlt,
  '@media': { [mediaUp('wide')]: { paddingBlock: vars.space.xxxl } },
});

export const inner = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.container, marginInline: 'auto' });

globalStyle(`${inner} > h2`, { margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, textWrap: 'balance', maxWidth: vars.size.prose });

export const results = style([ruledList, twoColumnsFromWide, { gap: 0, '@media': { [mediaUp('wide')]: { columnGap: vars.space.xxl } } }]);

globalStyle(`${results} > li`, { alignContent: 'start', gap: vars.space.xxs, paddingBlock: vars.space.lg });

/** The address, small and muted, as a search result shows it above the title. */
export const address = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The page's name: the site's underlined link, in the heading face. */
export const title = style([
  underlinedLink,
  { justifySelf: 'start', fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, textDecorationThickness: vars.size.border },
]);
