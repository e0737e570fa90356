'use client';

import { useScrolledPast } from '../internal/useScrolledPast';
import * as styles from './ScrollToTop.css';

export interface ScrollToTopProps {
  /** Accessible name and tooltip of the button, e.g. "Back to top". */
  label: string;
  /** Scroll distance in px after which the button shows. Default `300`. */
  threshold?: number;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Moves focus to the start of the page, so the next Tab goes to its first link (a skip link, the logo), as after a
 * fresh load. The button must not keep focus on the way up: it hides itself past the threshold, and Chromium stops
 * a smooth scroll when the focused element is hidden (it stopped some 250 px short of the top).
 */
function focusStartOfPage() {
  const { body } = document;
  if (body.hasAttribute('tabindex')) {
    body.focus({ preventScroll: true });
    return;
  }
  // Focusable for the moment it takes: focus stays on the body, as on a fresh page, and the page is left as it was.
  body.setAttribute('tabindex', '-1');
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * A floating button that takes the visitor back to the top once they have scrolled past `threshold`.
 * Hidden (and out of the tab order) until then; scrolls instantly under prefers-reduced-motion. Focus goes to the
 * start of the page with the view, so a keyboard user carries on from the top.
 */
export function ScrollToTop({ label, threshold = 300 }: ScrollToTopProps) {
  const visible = useScrolledPast(threshold);
  return (
    <button
      type="button"
      className={styles.button}
      hidden={!visible}
      aria-label={label}
      title={label}
      onClick={() => {
        focusStartOfPage();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
