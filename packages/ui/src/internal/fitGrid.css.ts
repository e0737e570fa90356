import { styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../theme/breakpoints';
import { columnsFor, tabletColumnsFor } from './fitGrid';

/**
 * From this width up (a laptop's content column) a grid takes its full column count; between `wide` and here, one or
 * two. A media query cannot read a CSS variable, so the width is a value.
 */
const roomy = 'screen and (min-width: 60rem)';

/** Counts with a class of their own; a longer list keeps the auto grid. */
const COUNTS = Array.from({ length: 12 }, (_, index) => index + 1);

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * A grid's columns for its item count (1 to 12): one on a phone, one or two on a tablet, `columnsFor(count)` from a
 * laptop up, so no row ends with a lone card. Added to a grid that already sets `display: grid`.
 */
export const fit: Record<number, string | undefined> = styleVariants(Object.fromEntries(COUNTS.map((count) => [count, count])), (count: number) => ({
  // The class twice: it wins over the grid's own auto columns wherever the bundle puts the two rules.
  selectors: { '&&': { gridTemplateColumns: '1fr' } },
  '@media': {
    [mediaUp('wide')]: { selectors: { '&&': { gridTemplateColumns: columns(tabletColumnsFor(count)) } } },
    [roomy]: { selectors: { '&&': { gridTemplateColumns: columns(columnsFor(count)) } } },
  },
}));
