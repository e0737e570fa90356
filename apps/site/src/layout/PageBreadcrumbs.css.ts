import { breakpoints, vars } from '@hraun/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const phoneOnly = `screen and (width < ${breakpoints.wide})`;

/**
 * The trail inside a hero: the hero already paints the band and pads the column, so the trail drops its own band
 * (background, full-width tint, side padding) and its centring, and keeps to the hero's left edge.
 */
export const inHero = style({
  alignSelf: 'stretch',
  marginInline: 0,
  paddingInline: 0,
  paddingBlockStart: 0,
  // With the hero's gap, the heading stays as far below the trail as when the trail was a band above the hero.
  marginBlockEnd: `calc(${vars.space.xxl} - ${vars.space.md})`,
  background: 'none',
  boxShadow: 'none',
  clipPath: 'none',
});

/** A hero that opens with the trail: it starts where the trail's band started, not a heading's distance lower. */
export const heroWithTrail = style({ paddingBlockStart: vars.space.sm });

/**
 * On a phone the trail keeps to one line (issue 35 round 6: the title went to a line of its own after a trailing
 * "/"): the links keep their width and the current page's title is cut with an ellipsis. Its full text stays in the
 * page (and so for a screen reader), only its drawing is cut; it is the heading right below in any case.
 */
globalStyle(`${inHero} ol`, { '@media': { [phoneOnly]: { flexWrap: 'nowrap' } } });
globalStyle(`${inHero} li`, { '@media': { [phoneOnly]: { flexShrink: 0 } } });
globalStyle(`${inHero} li:last-child`, { '@media': { [phoneOnly]: { flexShrink: 1, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } });
