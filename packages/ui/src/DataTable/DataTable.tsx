import { useId } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './DataTable.css';
import { itemKey } from '../internal/itemKey';

export interface DataTableRow {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** The row's heading, in the first column. */
  label: string;
  /** The other cells, one per remaining column. */
  cells: string[];
}

export interface DataTableProps {
  /** Column headings; the first one labels the column of row headings. */
  columns: string[];
  /** The rows. */
  rows: DataTableRow[];
  /** The table's caption. When `captionHidden`, it only names the table for assistive technology. */
  caption: string;
  /** Keep the caption out of sight (when a heading right above already says it). Default `false`. */
  captionHidden?: boolean;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A real data table with column and row headings. On a narrow screen it scrolls sideways inside a
 * keyboard-focusable region instead of squeezing its cells.
 */
export function DataTable({ columns, rows, caption, captionHidden = false, className }: DataTableProps) {
  const captionId = useId();
  return (
    <div className={joinClasses(styles.scroller, className)} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? styles.hiddenCaption : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={styles.columnHead}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={itemKey(row, index)} className={styles.row}>
              <th scope="row" className={styles.rowHead}>
                {row.label}
              </th>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex} className={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
