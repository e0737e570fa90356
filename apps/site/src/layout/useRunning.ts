import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerender and while the page hydrates, true once the app runs: for what only the running app draws
 * (decorative pictures whose markup would weigh on the page's first round trip), so hydration still matches.
 */
export const useRunning = () => useSyncExternalStore(neverChanges, () => true, () => false);
