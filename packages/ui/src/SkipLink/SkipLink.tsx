'use client';

import type { MouseEvent, ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { MAIN_ID } from '../internal/mainId';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /**
   * The id of the main content, with its hash. Default `'#main'`, the id `Main` has by default. The target must be
   * focusable (`Main` is; a `main` of your own needs `tabIndex={-1}`) for focus, not only the view, to move.
   */
  href?: string;
  /** The link text, e.g. "Skip to content". */
  children: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The first stop of the tab order: hidden until focused, it jumps past the navigation to the content. */
export function SkipLink({ href = `#${MAIN_ID}`, children, className }: SkipLinkProps) {
  // Once hydrated, the link moves focus itself: a plain fragment link navigates away on a page with a <base> element,
  // may be taken over by a router, and in some browsers moves only the view. Before hydration it is a plain link.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = href.startsWith('#') ? document.getElementById(decodeURIComponent(href.slice(1))) : null;
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a className={joinClasses(styles.link, className)} href={href} onClick={skip}>
      {children}
    </a>
  );
}
