import type { ReactNode } from 'react';
import * as styles from './FormGrid.css';

export interface FormGridProps {
  /** The form's fields, in reading order. */
  children: ReactNode;
  /**
   * What the fields' asterisk means, shown above them (e.g. "Fields marked * are required."): the mark is only
   * decoration on each field, so the form says once what it stands for (WCAG 3.3.2).
   */
  requiredNote?: string;
}

/**
 * Lays out a form's fields: two columns from tablet width up, one on a phone. Text areas and fieldsets
 * (ChoiceChips, RadioCards, PackagePicker) span both columns. The order on screen is the order in the code.
 */
export function FormGrid({ children, requiredNote }: FormGridProps) {
  const grid = <div className={styles.grid}>{children}</div>;
  if (!requiredNote) return grid;
  return (
    <>
      <p className={styles.note}>{requiredNote}</p>
      {grid}
    </>
  );
}
