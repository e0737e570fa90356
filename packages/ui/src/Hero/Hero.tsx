import { useId, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Hero.css';

export interface HeroProps {
  /** The page's main heading, rendered as its only `h1`. */
  title: string;
  /** The lead paragraph under the heading. */
  text: string;
  /** Calls to action under the text, usually one or two `Button`s. */
  actions?: ReactNode;
  /** A short line above the heading (a category or section name). */
  eyebrow?: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The opening band of a page: an optional eyebrow, the page heading, a lead paragraph and calls to action. */
export function Hero({ title, text, actions, eyebrow, className }: HeroProps) {
  const titleId = useId();
  return (
    <section className={joinClasses(styles.hero, className)} aria-labelledby={titleId}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
