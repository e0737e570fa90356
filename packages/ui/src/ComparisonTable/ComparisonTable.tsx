import { useId } from 'react';
import type { DataTableRow } from '../DataTable';
import { itemKey } from '../internal/itemKey';
import { SectionBlock } from '../SectionBlock';
import * as styles from './ComparisonTable.css';
import type { SectionAttributes } from '../internal/attributes';

export interface ComparisonTableProps extends SectionAttributes {
  /** Heading of the section (an `<h2>`); also the table's hidden caption when there is no `caption`. */
  title: string;
  /** A visible caption under the heading; without it (the default) the heading names the table. */
  caption?: string;
  /** Column headings; the first labels the column of row headings ("Feature"), the others the things compared. */
  columns: string[];
  /** One row per compared point: its label and one cell per compared thing. */
  rows: DataTableRow[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A section comparing options side by side in a real table (row and column headings). On a phone each row becomes a
 * card of its own: the point compared as its title, then each option's value beside the option's name, so every value
 * is readable without scrolling sideways. It stays a table for assistive technology (no ARIA roles on its parts: HTML
 * forbids them inside a table, and Chromium and Firefox keep the semantics when the layout changes), and the names
 * shown beside the values are drawn by CSS with empty alternative text, so the column headings are not read twice.
 */
export function ComparisonTable({ title, caption, columns, rows, className, ...rest }: ComparisonTableProps) {
  const captionId = useId();
  return (
    <SectionBlock {...rest} className={className} title={title}>
      <div className={styles.scroller} role="group" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={captionId}>
          <caption id={captionId} className={caption ? styles.caption : styles.hiddenCaption}>
            {caption ?? title}
          </caption>
          <thead className={styles.head}>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={styles.columnHead}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {rows.map((row, index) => (
              <tr key={itemKey(row, index)} className={styles.row}>
                <th scope="row" className={styles.rowHead}>
                  {row.label}
                </th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className={styles.cell} data-label={columns[cellIndex + 1]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionBlock>
  );
}
