import { useMemo, useSyncExternalStore } from 'react';

/** Where a read stands: spec section 4's "loading, then loaded", or failed. */
export type ContentQueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'loaded'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const loading: ContentQueryState<never> = Object.freeze({ status: 'loading', data: undefined, error: undefined });

function loaded<T>(data: T): ContentQueryState<T> {
  return { status: 'loaded', data, error: undefined };
}

/** What the component renders before any read: the initial value when there is one, else loading. */
function startingState<T>(initial: { value: T } | undefined): ContentQueryState<T> {
  return initial ? loaded(initial.value) : loading;
}

/** What a read may depend on: plain values, compared by content. */
export type QueryDependency = string | number | boolean | null | undefined;

export interface ContentQueryStore<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): ContentQueryState<T>;
  getServerSnapshot(): ContentQueryState<T>;
}

/**
 * One read as an external store. The read starts on the first subscription, which React makes after
 * the commit: never during a server render, and once only under StrictMode's double subscription.
 * With an initial value (the data the prerender inlined) the store starts loaded and never reads, so
 * hydration renders the same markup as the server, with no loading flash.
 */
export function createContentQueryStore<T>(read: () => Promise<T>, initial?: { value: T }): ContentQueryStore<T> {
  const serverState = startingState(initial);
  let state = serverState;
  let started = initial !== undefined;
  const listeners = new Set<() => void>();
  const settle = (next: ContentQueryState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const start = () => {
    started = true;
    let promise: Promise<T>;
    try {
      promise = read();
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (data) => settle(loaded(data)),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (!started) start();
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => serverState,
  };
}

/**
 * Runs `read` and follows it: `{ status: 'loading' }`, then `{ status: 'loaded', data }` or
 * `{ status: 'error', error }`. `deps` names what `read` depends on (like `useEffect`, but plain
 * values such as the locale and the route id): when one changes, a new read starts. `options.initial` renders that value at once instead of reading, for
 * data the prerender already put in the page; pass it only while it belongs to the current `deps`.
 *
 * @example
 * const news = useContentQuery(() => sourceFor(locale).then((s) => s.latestNews()), [locale]);
 * if (news.status === 'error') return null; // the home news section hides on error
 */
export function useContentQuery<T>(
  read: () => Promise<T>,
  deps: readonly QueryDependency[],
  options: { initial?: T } = {},
): ContentQueryState<T> {
  const { initial } = options;
  // Plain values compare by content, so one string stands for the whole list.
  const key = JSON.stringify(deps);
  // A fresh store per key: that is what makes a new route id read again. `read` and `initial` are
  // taken from the render that created the store, as an effect takes them from its render.
  const store = useMemo(
    () => createContentQueryStore(read, initial === undefined ? undefined : { value: initial }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps, which cover read
    [key],
  );
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
