import { useId, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Hero.css';
import type { SectionAttributes } from '../internal/attributes';

export interface HeroProps extends SectionAttributes {
  /** The page's main heading, rendered as its only `h1`. */
  title: string;
  /** The lead paragraph under the heading. */
  text: string;
  /** Calls to action under the text, usually one or two `Button`s. */
  actions?: ReactNode;
  /**
   * A price anchor beside the calls to action, already formatted in the page's language ("From $1,490"). Shown
   * only where the content has a price; omit it otherwise.
   */
  price?: string;
  /**
   * Content at the top of the band, above the heading: the page's breadcrumbs, so that they sit inside the hero
   * instead of in a band of their own.
   */
  top?: ReactNode;
  /** A short line above the heading (a category or section name). */
  eyebrow?: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * The opening band of a page: optional breadcrumbs, an optional eyebrow, the page heading, a lead paragraph, calls
 * to action and an optional price anchor.
 */
export function Hero({ title, text, actions, price, top, eyebrow, className, ...rest }: HeroProps) {
  const titleId = useId();
  return (
    <section {...rest} className={joinClasses(styles.hero, className)} aria-labelledby={titleId}>
      <div className={styles.inner}>
        {top}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {(actions || price) && (
          <div className={styles.actions}>
            {actions}
            {price && <p className={styles.price}>{price}</p>}
          </div>
        )}
      </div>
    </section>
  );
}
