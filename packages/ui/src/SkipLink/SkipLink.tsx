import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the main content, with its hash, e.g. `#main`. */
  href?: string;
  /** The link text, e.g. "Fara beint í efni". */
  children: ReactNode;
}

/** The first stop of the tab order: hidden until focused, it jumps past the navigation to the content. */
export function SkipLink({ href = '#main', children }: SkipLinkProps) {
  return (
    <a className={styles.link} href={href}>
      {children}
    </a>
  );
}
