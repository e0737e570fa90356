/**
 * A custom property on the root element: the height of a bar fixed to the bottom of the viewport (the cookie
 * bar) while one is showing. Other fixed controls (scroll-to-top) and the browser's scrolling of a focused
 * element into view keep clear of it, so the bar never covers a button or the element that has focus.
 */
export const BOTTOM_BAR_HEIGHT = '--hraun-bottom-bar-height';

/** The bar's height, or nothing when no bar is showing. */
export const bottomBarHeight = `var(${BOTTOM_BAR_HEIGHT}, 0px)`;
