import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own: a Suspense boundary (nothing in it suspends) makes
 * React hydrate the page's shell first and each such part after it, each in its own short render and commit, so a
 * long page becomes interactive in short tasks rather than one long commit of the whole page (a phone's main
 * thread stays free for a tap meanwhile). Its fallback is never shown: the part's HTML is there from the server.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
