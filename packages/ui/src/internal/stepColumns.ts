import type { StyleRule } from '@vanilla-extract/css';
import { baseTokens } from '../theme/tokens';

// Build-time helpers of the container-sized grids (a form's option cards, the footer's blocks); a module of its own,
// as a `.css.ts` file may export only styles.

// A container query cannot read a CSS variable: the widths come from the bundled themes' shared sizes (rem), the
// option card's least width a third of the reading measure with a small gap between cards, as the grids set them.
const rem = (value: string) => Number.parseFloat(value);
const cardMin = rem(baseTokens.size.prose) / 3;
const gap = rem(baseTokens.space.sm);
const roomFor = (columns: number) => `(min-width: ${Math.ceil((columns * cardMin + (columns - 1) * gap) * 100) / 100}rem)`;

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * Equal columns for `count` items that step through `steps` (narrowest first, one column below the second step) as
 * the container widens. The class is doubled: it wins over a grid's own columns wherever the bundle puts the rules.
 */
export function stepColumns(steps: readonly number[]): StyleRule {
  return {
    selectors: { '&&': { gridTemplateColumns: columns(1) } },
    '@container': Object.fromEntries(steps.slice(1).map((step) => [roomFor(step), { selectors: { '&&': { gridTemplateColumns: columns(step) } } }])),
  };
}

/** A rule that applies once the container has room for `step` columns (the same widths as `stepColumns`). */
export const fromColumns = (step: number, rule: StyleRule): StyleRule => ({ '@container': { [roomFor(step)]: rule } });

