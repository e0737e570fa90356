import type { StyleRule } from '@vanilla-extract/css';
import { mediaUp } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing';

/**
 * Layout helpers for the section and card styles. Media queries cannot read CSS variables, so the one
 * breakpoint lives here; everything else comes from the theme contract.
 */

/** From this width up, layouts go from one column to several (tablet and wider). */
export const wide = mediaUp('wide');

/**
 * A container query: the container has room for a main column and a side panel of a third (about 15rem) beside
 * it. For components that sit in columns of any width, where the viewport says nothing about their own room.
 */
export const roomForSidePanel = '(min-width: 48rem)';

/** A container query: the container has room for a short label and its value on one line. */
export const roomForLabels = '(min-width: 20rem)';

// The grid helpers are public (`@hraun/ui/theme`), so they live in a module of their own: a consumer's bundle takes
// them without this file's other rules.
export { autoGrid, cardMin, tileMin } from '../theme/grid';

/**
 * The width of a content column that pads itself. Its box sizing is content-box, so `vars.size.container` is the
 * width of its content, as in the full-width bands that pad their outside (Hero, SectionBlock): every column on a
 * page lines up.
 */
export const contentColumn: StyleRule = { boxSizing: 'content-box', maxWidth: vars.size.container, marginInline: 'auto' };

/** Removes a list's bullets and indent. */
export const bare: StyleRule = { margin: 0, padding: 0, listStyle: 'none' };

/**
 * The card's one link (its title): a pseudo-element stretches it over the whole card, and the focus ring is
 * drawn around the card.
 */
export const stretchedLink: StyleRule = {
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing({ offset: vars.space.xxs }),
  },
};

/** The read-on line at the foot of a linked card. */
export const readOn: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
};

/** Out of sight but still read by assistive technology (and still submitted, for form fields). */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: vars.size.border,
  height: vars.size.border,
  margin: `calc(-1 * ${vars.size.border})`,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
