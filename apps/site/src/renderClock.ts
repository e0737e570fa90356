import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The year the page was rendered in: the prerender's clock on the server, and in the browser the same year read
 * back from the page's boot data, so hydration sees what the server wrote even when the visitor's clock has since
 * passed New Year. Without a provider (a page rendered in the browser from scratch) there is nothing to match.
 */
export const RenderedYearContext = createContext<number | null>(null);

const noChanges = () => () => undefined;
const currentYear = () => new Date().getFullYear();

/**
 * The current year for a footer or a date: the rendered year while the page hydrates, then the visitor's own, so
 * a page built in December reads right in January without a hydration mismatch.
 */
export function useCurrentYear(): number {
  const rendered = useContext(RenderedYearContext);
  return useSyncExternalStore(noChanges, currentYear, () => rendered ?? currentYear());
}
