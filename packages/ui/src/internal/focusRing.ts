import { vars } from '../theme/contract.css';

interface FocusRingOptions {
  /**
   * Space between the element's edge and the ring: a space or size token, or `inside` to draw it just within the
   * edge (where a container would clip it). Left out, the page's own offset applies (the reset's `:focus-visible`).
   */
  offset?: string | 'inside';
  /** The ring's colour: the theme's focus colour, or another token where that colour is too faint (a dark band). */
  color?: string;
}

/**
 * The focus ring every component draws: the theme's ring width (`vars.size.focusRing`) in the focus colour
 * (`vars.color.focus`). Spread it into the rule of the state that shows focus, such as
 * `selectors: { '&:focus-visible': focusRing({ offset: vars.space.xxs }) }`, so the ring is written once.
 */
export function focusRing({ offset, color = vars.color.focus }: FocusRingOptions = {}) {
  const outline = `${vars.size.focusRing} solid ${color}`;
  if (offset === undefined) return { outline };
  return { outline, outlineOffset: offset === 'inside' ? `calc(-1 * ${vars.size.focusRing})` : offset };
}
