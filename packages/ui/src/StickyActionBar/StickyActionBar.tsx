'use client';

import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { joinClasses } from '../internal/joinClasses';
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
  /** Extra class on the bar, to adjust its placement. */
  className?: string;
}

/**
 * A call to action held at the bottom of a phone's screen once the visitor has scrolled past the page's own (narrow
 * screens only; from the `wide` breakpoint up it is not shown). It sits above the cookie bar while that shows, hides
 * while the site header's mobile menu is open, lifts the scroll-to-top button above itself, and leaves a space of its
 * own height at the end of the page, so it never covers the last of the content.
 */
export function StickyActionBar({ label, href, regionLabel, showAfter = 400, linkComponent, className }: StickyActionBarProps) {
  const visible = useScrolledPast(showAfter);
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
      <div className={styles.spacer} />
      <aside ref={barRef} className={joinClasses(styles.bar, className)} aria-label={regionLabel ?? label} hidden={!visible}>
        <Button asChild fullWidth>
          <RenderLink as={linkComponent} href={href}>{label}</RenderLink>
        </Button>
      </aside>
    </>
  );
}
