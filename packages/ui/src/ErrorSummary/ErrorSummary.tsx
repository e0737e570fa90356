'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './ErrorSummary.css';

/** One field to correct: the id of its control and the message shown at it. */
export interface ErrorSummaryItem {
  /** `id` of the field's control (input, select, textarea), which the link moves focus to. */
  id: string;
  /** The field's message, the same words as under the field ("Enter your email address."). */
  message: string;
}

export interface ErrorSummaryProps {
  /** Heading of the summary ("Something needs fixing"). */
  title: string;
  /** The fields to correct, in the form's order. Nothing is rendered when the list is empty. */
  errors: readonly ErrorSummaryItem[];
  /** Heading level of the title: 2 (default) under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Extra class on the outer element, to place the component in a layout. */
  className?: string;
}

/**
 * The list of what to correct at the top of a form after a failed send (the GOV.UK error summary pattern). It takes
 * focus when it appears and is announced (role `alert`); each item links to its field, and following a link moves
 * focus into the field itself, not just the page's scroll. Render it again (a new `key`) on every failed send so
 * it takes focus and is announced again.
 */
export function ErrorSummary({ title, errors, headingLevel = 2, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;

  const Heading = `h${headingLevel}` as const;
  const toField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    // Focus, not the link's jump: the visitor lands in the field, ready to type, with its label above it in view.
    event.preventDefault();
    control.focus({ preventScroll: true });
    control.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} aria-labelledby={`${errors[0]!.id}-summary`} className={joinClasses(styles.summary, className)}>
      <Heading id={`${errors[0]!.id}-summary`} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.id}>
            <a className={styles.link} href={`#${error.id}`} onClick={(event) => toField(event, error.id)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
