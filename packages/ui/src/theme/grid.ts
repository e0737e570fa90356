import { vars } from './contract.css';

/**
 * Grid helpers for `.css.ts` files, the components' and an app's own: the same card grids everywhere, from the
 * theme contract's measures.
 */

/** Smallest card width before a grid drops a column: a fraction of the reading measure. */
export const cardMin = `calc(${vars.size.prose} / 2)`;

/** Smallest width of a small tile (figures, chips): a quarter of the reading measure. */
export const tileMin = `calc(${vars.size.prose} / 4)`;

/**
 * The rule `autoGrid` returns: plain properties, so the published types need no `@vanilla-extract/css` (an optional
 * peer); vanilla-extract's `style()` takes it as it is.
 */
export interface AutoGridRule {
  display: 'grid';
  gridTemplateColumns: string;
  gap: string;
  margin: 0;
  padding: 0;
  listStyle: 'none';
}

/** A responsive grid of equal columns that are never narrower than `min` (or the whole width on a phone). */
export function autoGrid(min: string, gap: string = vars.space.lg): AutoGridRule {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
    gap,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  };
}
