import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveVariants } from '../internal/responsiveVariants';
import { cardMin, tileMin } from '../theme/grid';

export const grid = style({ display: 'grid', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' });

const counts = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6' } as const;

/** A fixed number of equal columns; `minmax(0, 1fr)` so a long word cannot widen its column. */
export const columns = responsiveVariants(counts, (count) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }));

/** As many columns as fit, none narrower than a card or a tile (one column when the screen is narrower). */
export const fit = styleVariants({ card: cardMin, tile: tileMin }, (min) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
}));
