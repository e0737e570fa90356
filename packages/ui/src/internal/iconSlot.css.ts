import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Components take any icon element (an SVG of the consumer's set, an <img>): the slot, not the icon, decides its
// size, so an icon drawn at its own default still fits the tile or disc it sits on.

/** An icon slot whose icon stands alone in a card (a tile, a badge). */
export const iconLarge = style({});
/** An icon slot beside a heading (the accent card's disc). */
export const iconMedium = style({});

globalStyle(`${iconLarge} > *`, { width: vars.size.iconLarge, height: vars.size.iconLarge, flexShrink: 0 });
globalStyle(`${iconMedium} > *`, { width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
