import { style } from '@vanilla-extract/css';
import { tileMin, visuallyHidden } from '../internal/layout';
import { mediaUp } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/** From this width the comparison is a table; below it, one card per row. */
const wide = mediaUp('wide');

// Where the wide table scrolls sideways (many options), a shade at the edge with more columns beyond it says so;
// the surface-coloured covers move with the content and hide the shade at whichever end the table has reached.
const cover = (to: 'right' | 'left') => `linear-gradient(to ${to}, ${vars.color.surface} 50%, transparent)`;
const shade = (to: 'right' | 'left') => `linear-gradient(to ${to}, ${vars.color.border}, transparent)`;

export const scroller = style({
  maxWidth: '100%',
  '@media': {
    [wide]: {
      position: 'relative',
      overflowX: 'auto',
      border: `${vars.size.border} solid ${vars.color.border}`,
      borderRadius: vars.radius.card,
      backgroundColor: vars.color.surface,
      backgroundImage: [cover('right'), cover('left'), shade('right'), shade('left')].join(', '),
      backgroundPosition: 'left center, right center, left center, right center',
      backgroundRepeat: 'no-repeat',
      backgroundSize: `${vars.space.xl} 100%, ${vars.space.xl} 100%, ${vars.space.md} 100%, ${vars.space.md} 100%`,
      backgroundAttachment: 'local, local, scroll, scroll',
    },
  },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [wide]: { display: 'table' } },
});

export const caption = style({
  display: 'block',
  paddingBlockEnd: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  '@media': { [wide]: { display: 'table-caption', captionSide: 'top', padding: vars.space.md } },
});

export const hiddenCaption = style(visuallyHidden);

/** On a phone the column headings are out of sight (each card names its values) but still read. */
export const head = style({ ...visuallyHidden, '@media': { [wide]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', clipPath: 'none', whiteSpace: 'normal', display: 'table-header-group' } } });

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [wide]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'grid',
  padding: vars.space.md,
  gap: vars.space.xs,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  '@media': { [wide]: { display: 'table-row', padding: 0, border: 'none', borderRadius: 0, background: 'none' } },
});

const cellWide = {
  display: 'table-cell',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  minWidth: tileMin,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

const cellBase = {
  textAlign: 'start',
  color: vars.color.text,
  // A long compound hyphenates where the page's lang allows; a cell never breaks mid-word without a hyphen.
  hyphens: 'auto',
  overflowWrap: 'break-word',
} as const;

export const columnHead = style({
  ...cellBase,
  ...cellWide,
  borderTop: 'none',
  background: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.bold,
});

export const rowHead = style({
  ...cellBase,
  display: 'block',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  '@media': { [wide]: { ...cellWide, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium } },
});

export const cell = style({
  ...cellBase,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  '::before': {
    // The option's name beside its value on a phone; empty alternative text, so it is not read on top of the heading.
    content: 'attr(data-label) / ""',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
  },
  '@media': { [wide]: { ...cellWide, selectors: { '&::before': { content: 'none' } } } },
});
