import { style } from '@vanilla-extract/css';
import { tileMin, visuallyHidden } from '../internal/layout';
import { vars } from '../theme/contract.css';

/** Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */
// Where the table scrolls sideways, a shade at the edge with more columns beyond it says so: a column cut off at
// the screen's edge with nothing to show it looked like the end of the table. The surface-coloured covers move with
// the content (`local`) and hide the shades (`scroll`, fixed at the edges) at whichever end the table has reached.
const cover = (to: 'right' | 'left') => `linear-gradient(to ${to}, ${vars.color.surface} 50%, transparent)`;
const shade = (to: 'right' | 'left') => `linear-gradient(to ${to}, ${vars.color.border}, transparent)`;

export const scroller = style({
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.surface,
  backgroundImage: [cover('right'), cover('left'), shade('right'), shade('left')].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: `${vars.space.xl} 100%, ${vars.space.xl} 100%, ${vars.space.md} 100%, ${vars.space.md} 100%`,
  backgroundAttachment: 'local, local, scroll, scroll',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const hiddenCaption = style(visuallyHidden);

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'top',
  minWidth: tileMin,
  // A long compound hyphenates where the page's lang allows; a cell never breaks mid-word without a hyphen.
  hyphens: 'auto',
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
} as const;

export const columnHead = style({
  ...cellBase,
  borderTop: 'none',
  background: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const row = style({});

export const rowHead = style({
  ...cellBase,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const cell = style({
  ...cellBase,
  color: vars.color.text,
});
