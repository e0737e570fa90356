import { style, styleVariants } from '@vanilla-extract/css';
import { columnSteps } from './fitGrid';
import { stepColumns } from './stepColumns';

/**
 * Columns for a form's option cards (RadioCards, PackagePicker) from their count and the width of their own
 * container, not the screen's: a group sits in form columns of any width. Like the page grids (`fitGrid.css`), no row
 * ends with a lone card; a group that is too narrow for a count's columns takes the next count down that leaves none.
 */

/**
 * The group the cards fill (its fieldset): the container the columns follow, the grid's nearest. Unnamed: the name
 * would need the `container` shorthand, which the Nu checker's CSS validator does not know yet (nu-allow-list.ts).
 */
export const room = style({ containerType: 'inline-size' });

/** Counts with a class of their own; a longer list keeps the component's auto grid. */
const COUNTS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The option grid's columns for its item count (1 to 12), each step once the group has room for it. */
export const fitOptions: Record<number, string | undefined> = styleVariants(Object.fromEntries(COUNTS.map((count) => [count, count])), (count: number) =>
  stepColumns(columnSteps(count)),
);
