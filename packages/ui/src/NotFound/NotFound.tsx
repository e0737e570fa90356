import type { ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './NotFound.css';
import type { SectionAttributes } from '../internal/attributes';

export interface NotFoundProps extends SectionAttributes {
  /** The page's one heading ("Oops! Page not found"). */
  title: string;
  /** What happened and what to do: the page may have been moved or deleted. */
  text: string;
  /** A short code shown large above the heading (defaults to "404"); hidden from screen readers. */
  code?: string;
  /** Ways on, usually two `Button`s rendered as links: home and contact. */
  actions: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * The body of a not-found page: a large code, the page's heading, a sentence and ways on. The code is
 * decoration (the heading already says it), so assistive technology reads only the heading and text.
 */
export function NotFound({ title, text, code = '404', actions, className, ...rest }: NotFoundProps) {
  return (
    <section {...rest} className={joinClasses(styles.block, className)}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
