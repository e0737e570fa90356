/**
 * Wraps an import so that every caller shares one request: a page or section chunk fetched early (a link pointed at,
 * the page before hydration) is not fetched again when it renders. A failed import is forgotten, so the next call
 * (the next navigation) tries again instead of failing for the rest of the visit.
 */
export function sharedImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
