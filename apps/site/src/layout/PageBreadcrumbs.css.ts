import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

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
