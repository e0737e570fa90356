import type { ReactNode } from 'react';
import * as styles from './FormGrid.css';

export interface FormGridProps {
  /** The form's fields, in reading order. */
  children: ReactNode;
}

/**
 * Lays out a form's fields: two columns from tablet width up, one on a phone. Text areas and fieldsets
 * (ChoiceChips, RadioCards, PackagePicker) span both columns. The order on screen is the order in the code.
 */
export function FormGrid({ children }: FormGridProps) {
  return <div className={styles.grid}>{children}</div>;
}
