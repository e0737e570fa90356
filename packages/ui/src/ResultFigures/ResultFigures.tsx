import { joinClasses } from '../internal/joinClasses';
import * as styles from './ResultFigures.css';
import type { SectionAttributes } from '../internal/attributes';

export interface ResultFigure {
  /** The figure, short ("+40%", "3×", "12"). */
  value: string;
  /** What it counts, one line ("more mobile orders in the first three months"). */
  label: string;
}

export interface ResultFiguresProps extends SectionAttributes {
  /** One to six figures; with none the component renders nothing. */
  items: readonly ResultFigure[];
  /** Name of the list for assistive technology ("Results in figures"). */
  label: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A project's results as large figures, each with a line saying what it counts: the evidence of a case study
 * at a glance. Read as a list: each item is the figure followed by its label.
 */
export function ResultFigures({ items, label, className, ...rest }: ResultFiguresProps) {
  if (items.length === 0) return null;
  return (
    <ul {...rest} className={joinClasses(styles.list, className)} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.value}>{item.value}</span> <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
