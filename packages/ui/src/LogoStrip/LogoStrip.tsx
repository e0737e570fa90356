import { useId } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './LogoStrip.css';

export interface LogoStripProps {
  /** The heading over the names ("Trusted by ..."). */
  title: string;
  /** Client names, each drawn as a text wordmark. */
  names: string[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A row of client names drawn as wordmarks, in a few alternating lettering styles. */
export function LogoStrip({ title, names, className }: LogoStripProps) {
  const titleId = useId();
  return (
    <section className={joinClasses(styles.band, className)} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {names.map((name, index) => (
            <li key={index} className={[styles.mark, styles.marks[index % styles.marks.length]].join(' ')}>
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
