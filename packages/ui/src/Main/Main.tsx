import type { HTMLAttributes } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { MAIN_ID } from '../internal/mainId';
import * as styles from './Main.css';

/** Props of `Main`: any attribute of the `main` element (`aria-labelledby`, data-*, handlers) is passed on. */
export interface MainProps extends Omit<HTMLAttributes<HTMLElement>, 'tabIndex'> {
  /** The id a `SkipLink` points to (with `#`). Default `'main'`, what `SkipLink` points to by default. */
  id?: string;
  /** Extra class on the element, to place it in a layout. */
  className?: string;
}

/**
 * The page's main content: a `main` landmark that a skip link can move focus to. It is focusable by script and by
 * link (`tabIndex={-1}`) but not a Tab stop, so activating `SkipLink` moves focus, not only the view, and the next
 * Tab goes on from the start of the content. One per page.
 */
export function Main({ id = MAIN_ID, className, ...rest }: MainProps) {
  return <main {...rest} id={id} tabIndex={-1} className={joinClasses(styles.main, className)} />;
}
