import { fetchJsonObject } from '../i18n/pageStrings';

/**
 * The results of a prerendered page's reads (projects, news), fetched from the file the prerender wrote for them
 * (`/assets/data/{hash}.json`, immutable) rather than inlined in the page's HTML: inlined, they took home's HTML
 * past the 14 KB a new connection delivers in its first round trip. `start` begins the fetch once the page is
 * painted, beside the app's chunks and strings; the app awaits the same promise before it hydrates.
 */
let pending: { href: string; data: Promise<Record<string, unknown>> } | null = null;

export function fetchPageData(href: string, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<Record<string, unknown>> {
  if (pending?.href !== href) {
    const data = fetchJsonObject(href, fetcher);
    const request = { href, data };
    // A failure is not kept: a later call tries again.
    data.catch(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending.data;
}
