/**
 * Height of the site header's bar. The bar, the mobile menu under it (whatever the screen leaves) and the room the
 * browser keeps above an element it scrolls to (so the sticky bar never covers it) all follow this one value.
 */
export const HEADER_HEIGHT = '4.5rem';
