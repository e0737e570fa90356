import { use, type ReactElement } from 'react';

/**
 * A promise that records its outcome in the fields React's `use` reads, so a render of a settled page does not
 * suspend, and a failed import can be told apart and started again.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A route's page, kept out of the first-load JavaScript and fetched when the route is shown or about to be. */
export interface LazyPage {
  /**
   * The source modules the loader imports, relative to the site's root, as Vite's manifest names them. The
   * prerender lists their chunks in the page, so the browser fetches them beside the app.
   */
  modules: readonly string[];
  /** Starts (or joins) the import; after a failed one it tries again. */
  load(): Promise<ReactElement>;
  /** The latest import, settled or not, failed or not (what a render must see: see usePage). */
  attempt(): Promise<ReactElement>;
}

/** `factory` imports the page's modules and returns the page's element (created once, reused by every render). */
export function lazyPage(modules: readonly string[], factory: () => Promise<ReactElement>): LazyPage {
  let current: TrackedPromise<ReactElement> | null = null;
  const load = (): TrackedPromise<ReactElement> => {
    if (current && current.status !== 'rejected') return current;
    const started: TrackedPromise<ReactElement> = factory();
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
      },
    );
    current = started;
    return started;
  };
  return { modules, load, attempt: () => current ?? load() };
}

/**
 * The page's element; suspends while its import runs and throws the import's error if it failed, for the error
 * boundary (a render that started the import over would suspend forever). The browser loads the page before
 * hydrating, so hydration never suspends here.
 */
export function usePage(page: LazyPage): ReactElement {
  return use(page.attempt());
}
