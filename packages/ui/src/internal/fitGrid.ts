/**
 * Columns that fit a grid's item count, so that no card is left alone on the last row. A grid of `count` items
 * takes `columnsFor(count)` columns on a wide screen; a count that has no such number stays on the auto grid.
 */

/** The widest grid: more columns than this make cards too narrow for their text. */
const MAX_COLUMNS = 4;

/** Column counts to try, best first: three reads best in the content column, then two, then four. */
const PREFERRED = [3, 2, 4] as const;

/** Whether `count` items on `columns` columns leave a lone item on the last row. */
export const leavesOrphan = (count: number, columns: number) => count > columns && count % columns === 1;

/**
 * The number of columns for `count` items on a wide screen: all of them on one row when they fit (up to four),
 * else the first of three, two and four that leaves no lone item; one when none does.
 */
export function columnsFor(count: number): number {
  if (count <= 0) return 1;
  if (count <= MAX_COLUMNS && count !== MAX_COLUMNS) return count;
  return PREFERRED.find((columns) => !leavesOrphan(count, columns)) ?? 1;
}

/**
 * The number of columns for `count` items on a tablet (a medium screen): two when that leaves no lone item, else
 * one.
 */
export const tabletColumnsFor = (count: number): number => (count >= 2 && !leavesOrphan(count, 2) && count !== 3 ? 2 : 1);

/**
 * The column counts a grid of `count` items steps through as its container widens, narrowest first: one, then each
 * count up to `columnsFor(count)` that leaves no lone item (three items go from one column straight to three).
 */
export function columnSteps(count: number): number[] {
  const widest = columnsFor(count);
  return Array.from({ length: widest }, (_, index) => index + 1).filter((columns) => columns === 1 || !leavesOrphan(count, columns));
}
