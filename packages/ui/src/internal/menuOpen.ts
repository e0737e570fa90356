/**
 * Set on the root element while the site header's mobile menu is open: the page under it stops scrolling, and
 * floating controls (scroll-to-top, a sticky action bar) hide, so nothing floats over the menu.
 */
export const MENU_OPEN_ATTRIBUTE = 'data-hraun-menu-open';


/** A selector of an element while the mobile menu is open, for `selectors` in a `.css.ts` file. */
export const whileMenuOpen = `:root[${MENU_OPEN_ATTRIBUTE}] &`;
