/**
 * A custom property on the root element: the height of the sticky action bar while it shows on a phone, so floating
 * controls (scroll-to-top) stand above it.
 */
export const ACTION_BAR_HEIGHT = '--hraun-action-bar-height';

/** The bar's height while it shows, or nothing. */
export const actionBarHeight = `var(${ACTION_BAR_HEIGHT}, 0px)`;
