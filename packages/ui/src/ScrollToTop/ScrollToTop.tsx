import { useEffect, useState } from 'react';
import * as styles from './ScrollToTop.css';

export interface ScrollToTopProps {
  /** Accessible name and tooltip of the button, e.g. "Aftur upp". */
  label: string;
  /** Scroll distance in px after which the button shows. */
  threshold?: number;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A floating button that takes the visitor back to the top once they have scrolled past `threshold`.
 * Hidden (and out of the tab order) until then; scrolls instantly under prefers-reduced-motion.
 */
export function ScrollToTop({ label, threshold = 300 }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return (
    <button
      type="button"
      className={styles.button}
      hidden={!visible}
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
