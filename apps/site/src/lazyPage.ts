import { use, type ComponentType } from 'react';

/** A promise carrying its outcome the way React's `use` reads it, so a settled page renders without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A route's page, kept out of the first-load JavaScript and fetched when the route is shown or about to be. */
export interface LazyPage {
  /**
   * The source modules the loader imports, relative to the site's root, as Vite's manifest names them. The
   * prerender adds a `modulepreload` for their chunks, so the browser fetches the page beside the entry.
   */
  modules: readonly string[];
  /** Starts (or joins) the import; a failed import is forgotten, so the next call tries again. */
  load(): Promise<ComponentType>;
  /** The page component; suspends while the import runs. The browser loads it before hydrating. */
  read(): ComponentType;
}

export function lazyPage(modules: readonly string[], factory: () => Promise<ComponentType>): LazyPage {
  let current: TrackedPromise<ComponentType> | null = null;
  const load = (): TrackedPromise<ComponentType> => {
    if (current) return current;
    const started: TrackedPromise<ComponentType> = factory();
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
        if (current === started) current = null;
      },
    );
    current = started;
    return started;
  };
  return { modules, load, read: () => use(load() as Promise<ComponentType>) };
}
