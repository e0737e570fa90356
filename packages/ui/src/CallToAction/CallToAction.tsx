import { useId, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './CallToAction.css';
import type { SectionAttributes } from '../internal/attributes';

export interface CallToActionProps extends SectionAttributes {
  /** Heading of the panel (an `<h2>` that names the section). */
  title: string;
  /** A sentence that invites the visitor to act. */
  text: string;
  /** The buttons, usually one or two `Button`s rendered as links (`<Button asChild><a>…</a></Button>`): one primary, the other `secondary`. */
  actions: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A closing panel that invites the visitor to act: a heading, a sentence and buttons. */
export function CallToAction({ title, text, actions, className, ...rest }: CallToActionProps) {
  const titleId = useId();
  return (
    <section {...rest} className={joinClasses(styles.band, className)} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
