import type { ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the main content, with its hash. Default `'#main'`. */
  href?: string;
  /** The link text, e.g. "Skip to content". */
  children: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The first stop of the tab order: hidden until focused, it jumps past the navigation to the content. */
export function SkipLink({ href = '#main', children, className }: SkipLinkProps) {
  return (
    <a className={joinClasses(styles.link, className)} href={href}>
      {children}
    </a>
  );
}
