import { style } from '@vanilla-extract/css';

/**
 * Focus lands here only from the skip link or a script, never by Tab: a ring round the whole content would say
 * nothing the view does not. The next Tab shows the ring on the first control as usual.
 */
export const main = style({ selectors: { '&:focus': { outline: 'none' } } });
