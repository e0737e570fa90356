'use client';

import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { joinClasses } from '../internal/joinClasses';
import { useInView } from '../internal/useInView';
import { useScrolledPast } from '../internal/useScrolledPast';
import type { LinkRenderer } from '../links';
import { ACTION_BAR_HEIGHT } from '../internal/actionBar';
import * as styles from './StickyActionBar.css';
import { RenderLink } from '../internal/RenderLink';

export interface StickyActionBarProps {
  /** Text of the action, a verb first: "Get a quote". */
  label: string;
  /** Where the action leads ("/fa-tilbod"). */
  href: string;
  /** Name of the bar's landmark (an `aside`), e.g. "Quote". Default: the `label`. */
  regionLabel?: string;
  /** Scroll distance in px after which the bar shows: before it the page's own call to action is in view. Default 400. */
  showAfter?: number;
  /** Renders the link (the app's router link, forwarding its ref); a plain `<a>` by default. */
  linkComponent?: LinkRenderer;
  /**
   * Hide while the end of the page is on screen, where the bar would cover the last of the content. Turn it off only
   * where the whole page fits on one screen and the bar must still show (a demo). Default true.
   */
  hideAtEnd?: boolean;
  /** Extra class on the bar, to adjust its placement. */
  className?: string;
}

/**
 * A call to action held at the bottom of a phone's screen once the visitor has scrolled past the page's own (narrow
 * screens only; from the `wide` breakpoint up it is not shown). It sits above the cookie bar while that shows, hides
 * while the site header's mobile menu is open, lifts the scroll-to-top button above itself, and steps aside once the
 * end of the page comes into view, so it never covers the last of the content. Place it at the end of the page, after
 * the footer: it adds no space there, so a page with the bar ends like a page without it.
 */
export function StickyActionBar({ label, href, regionLabel, showAfter = 400, hideAtEnd = true, linkComponent, className }: StickyActionBarProps) {
  const endRef = useRef<HTMLDivElement>(null);
  // At the page's end the bar would cover its last lines (a footer's legal links): it goes while they are in view.
  const atEnd = useInView(endRef);
  const visible = useScrolledPast(showAfter) && !(hideAtEnd && atEnd);
  const barRef = useRef<HTMLElement>(null);
  // Other floating controls (scroll-to-top) keep clear of the bar while it shows.
  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement;
    root.style.setProperty(ACTION_BAR_HEIGHT, `${barRef.current?.offsetHeight ?? 0}px`);
    return () => {
      root.style.removeProperty(ACTION_BAR_HEIGHT);
    };
  }, [visible]);
  return (
    <>
      <div ref={endRef} className={styles.end} />
      <aside ref={barRef} className={joinClasses(styles.bar, className)} aria-label={regionLabel ?? label} hidden={!visible}>
        <Button asChild fullWidth>
          <RenderLink as={linkComponent} href={href}>{label}</RenderLink>
        </Button>
      </aside>
    </>
  );
}
