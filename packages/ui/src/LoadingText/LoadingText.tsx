import { joinClasses } from '../internal/joinClasses';
import * as styles from './LoadingText.css';

export interface LoadingTextProps {
  /** What is said while content loads ("Loading..."). */
  children: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * The line shown while a page or list loads. It is a polite live region (`role="status"`), so a screen reader
 * says it once without interrupting. Its colour shifts slowly between the two text colours, never below AA
 * contrast, and stays still for visitors who ask for reduced motion.
 */
export function LoadingText({ children, className }: LoadingTextProps) {
  return (
    <p role="status" className={joinClasses(styles.loading, className)}>
      {children}
    </p>
  );
}
