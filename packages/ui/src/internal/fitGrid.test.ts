import { describe, expect, it } from 'vitest';
import { columnsFor, columnSteps, leavesOrphan, tabletColumnsFor } from './fitGrid';

describe('columns that fit the item count', () => {
  it('never leaves a lone item on the last row, on a laptop or a tablet', () => {
    for (let count = 1; count <= 12; count++) {
      expect(leavesOrphan(count, columnsFor(count)), `${count} items`).toBe(false);
      expect(leavesOrphan(count, tabletColumnsFor(count)), `${count} items on a tablet`).toBe(false);
    }
  });

  it('puts up to three items on one row, four in two pairs, six in two rows of three', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(columnsFor)).toEqual([1, 2, 3, 2, 3, 3, 4]);
  });

  it('uses two columns on a tablet only for an even count', () => {
    expect([1, 2, 3, 4, 5, 6].map(tabletColumnsFor)).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('steps a grid in a container through column counts that never leave a lone item, up to the laptop count', () => {
    for (let count = 1; count <= 12; count++) {
      const steps = columnSteps(count);
      expect(steps[0], `${count} items`).toBe(1);
      expect(steps.at(-1), `${count} items`).toBe(columnsFor(count));
      for (const columns of steps) expect(leavesOrphan(count, columns), `${count} items on ${columns} columns`).toBe(false);
    }
    expect([2, 3, 4, 6, 7].map(columnSteps)).toEqual([[1, 2], [1, 3], [1, 2], [1, 2, 3], [1, 4]]);
  });
});
