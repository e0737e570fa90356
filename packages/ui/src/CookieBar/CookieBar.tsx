'use client';

import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { BOTTOM_BAR_HEIGHT } from '../theme/bottomBar';
import { Button } from '../Button';
import type { LinkRenderer } from '../links';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './CookieBar.css';
import { RenderLink } from '../internal/RenderLink';

export interface CookieBarProps {
  /** Name of the bar's region, read by screen readers (e.g. "Cookies"). */
  title: string;
  /** The notice itself: one or two sentences. */
  text: string;
  /** Link to the cookie policy, written after the text: `{ label, href }`. */
  learnMore: { label: string; href: string };
  /** Text of the button that accepts cookies (and hides the bar for good). */
  acceptLabel: string;
  /**
   * Text of the button that refuses the cookies that need consent (and hides the bar for good, like accept).
   * Given with `onReject`, it stands before accept with the same look and size: refusing is as easy as accepting, as
   * the GDPR's consent rules ask. Without it the bar offers accept and close only.
   */
  rejectLabel?: string;
  /** Accessible name of the close icon (hides the bar for this view only). */
  closeLabel: string;
  /** Accept: the app stores the choice and stops rendering the bar. */
  onAccept: () => void;
  /** Reject: the app stores the refusal and stops rendering the bar. Shown only with `rejectLabel`. */
  onReject?: () => void;
  /** Close: the app stops rendering the bar for this view without storing anything. */
  onClose: () => void;
  /** Renders every link (pass the app's router link, which must forward its ref); a plain `<a>` by default. */
  linkComponent?: LinkRenderer;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * The cookie notice, fixed to the bottom of the screen, with accept and (given `rejectLabel`) an equal reject. It does not take focus or trap it: the page stays
 * usable, and the bar is a labelled region anyone can reach. When it is dismissed with focus inside it, focus
 * goes back to where it came from (or to the page's `main`), never to the document's start. While it shows, its height is set on the root
 * element as `--hraun-bottom-bar-height`: `ScrollToTop` sits above it, and the browser scrolls a focused
 * element into view above it rather than under it.
 */
export function CookieBar({ title, text, learnMore, acceptLabel, rejectLabel, closeLabel, onAccept, onReject, onClose, linkComponent, className }: CookieBarProps) {
  const titleId = useId();
  const bar = useRef<HTMLElement>(null);
  // The element focus was on before it entered the bar: where a keyboard user goes back to when it disappears.
  const cameFrom = useRef<HTMLElement | null>(null);
  const rememberOrigin = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !bar.current?.contains(from)) cameFrom.current = from;
  };
  const dismiss = (action: () => void) => () => {
    if (bar.current?.contains(document.activeElement)) {
      const origin = cameFrom.current;
      const main = document.querySelector<HTMLElement>('main');
      if (origin?.isConnected) origin.focus();
      else if (main) {
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }
    }
    action();
  };
  // Publishes the bar's height while it shows, so fixed controls and focused elements stay clear of it.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BOTTOM_BAR_HEIGHT, `${element.offsetHeight}px`);
    // The observer reports the first size too, after the browser's own layout: reading the height here, in the
    // commit, would force that layout early.
    if (typeof ResizeObserver === 'undefined') publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, []);
  return (
    <section ref={bar} className={joinClasses(styles.bar, className)} aria-labelledby={titleId} onFocus={rememberOrigin}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>
          {text}{' '}
          <RenderLink as={linkComponent} href={learnMore.href} className={styles.link}>
            {learnMore.label}
          </RenderLink>
        </p>
        <div className={styles.actions}>
          {rejectLabel && onReject && (
            // The same variant and size as accept: neither choice is the easier one to see or hit.
            <Button size="sm" onClick={dismiss(onReject)}>
              {rejectLabel}
            </Button>
          )}
          <Button size="sm" onClick={dismiss(onAccept)}>
            {acceptLabel}
          </Button>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={dismiss(onClose)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
