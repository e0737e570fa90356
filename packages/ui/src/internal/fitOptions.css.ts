import { style, styleVariants } from '@vanilla-extract/css';
import { baseTokens } from '../theme/tokens';
import { columnSteps } from './fitGrid';

/**
 * Columns for a form's option cards (RadioCards, PackagePicker) and the footer's blocks from their count and the
 * width of their own container, not the screen's: a group sits in form columns of any width. Like the page grids (`fitGrid.css`), no row ends with
 * a lone card; a group that is too narrow for a count's columns takes the next count down that leaves none.
 */

/**
 * The group the cards fill (its fieldset): the container the columns follow, the grid's nearest. Unnamed: the name
 * would need the `container` shorthand, which the Nu checker's CSS validator does not know yet (nu-allow-list.ts).
 */
export const room = style({ containerType: 'inline-size' });

/** Counts with a class of their own; a longer list keeps the component's auto grid. */
const COUNTS = Array.from({ length: 12 }, (_, index) => index + 1);

// A container query cannot read a CSS variable: the widths come from the bundled themes' shared sizes (rem), the
// option card's least width a third of the reading measure with a small gap between cards, as the grids set them.
const rem = (value: string) => Number.parseFloat(value);
const cardMin = rem(baseTokens.size.prose) / 3;
const gap = rem(baseTokens.space.sm);
const roomFor = (columns: number) => `(min-width: ${Math.ceil((columns * cardMin + (columns - 1) * gap) * 100) / 100}rem)`;

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** The option grid's columns for its item count (1 to 12), each step once the group has room for it. */
export const fitOptions: Record<number, string | undefined> = styleVariants(Object.fromEntries(COUNTS.map((count) => [count, count])), (count: number) => ({
  // The class twice: it wins over the grid's own auto columns wherever the bundle puts the two rules.
  selectors: { '&&': { gridTemplateColumns: columns(1) } },
  '@container': Object.fromEntries(columnSteps(count).slice(1).map((step) => [roomFor(step), { selectors: { '&&': { gridTemplateColumns: columns(step) } } }])),
}));
