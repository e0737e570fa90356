import type { ResourceLanguage } from 'i18next';

/**
 * The strings a prerendered page was rendered with, fetched from the translation files (`/locales/{lng}/{ns}.json`)
 * rather than inlined in its HTML: inlined, they more than doubled every page (a solution page went from 10 KB to
 * 23 KB brotli, past the 14 KB a phone's connection delivers in its first round trip), and they repeated text the
 * HTML already shows. The files are shared by every page of a language and cached by the browser.
 *
 * `start` begins the fetches as soon as the page is painted, beside the app's chunks, and hands the promise to the
 * app, which awaits it before it hydrates.
 */
const pending = new Map<string, Promise<ResourceLanguage>>();

/**
 * Where the strings of one namespace of one language are served (written by the build, cached by the browser); the
 * app's i18next reads the same files (createI18n's STRINGS_LOAD_PATH).
 */
export const stringsUrl = (locale: string, namespace: string) =>
  `/locales/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}.json`;

/**
 * A missing file (4xx) is final; a server error or a failed connection is tried once more. Failures are worded as
 * the spec words the translation loader's (section 8), so they read the same whichever loader fetched the file.
 */
const ATTEMPTS = 2;

/** One JSON object from the site's own origin; fails (as above) on anything else. */
export async function fetchJsonObject(url: string, fetcher: typeof fetch): Promise<Record<string, unknown>> {
  let failure: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    let response: Response;
    try {
      response = await fetcher(url, { credentials: 'same-origin' });
    } catch (error) {
      failure = error;
      continue;
    }
    if (response.ok) {
      const data: unknown = await response.json().catch(() => undefined);
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`failed parsing ${url} to json`);
      return data as Record<string, unknown>;
    }
    failure = new Error(`failed loading ${url}; status code: ${response.status}`);
    if (response.status < 500) break;
  }
  throw failure;
}

/** Fetches the namespaces of one language once per page load, whoever asks first. */
export function fetchPageStrings(
  locale: string,
  namespaces: readonly string[],
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<ResourceLanguage> {
  const key = `${locale}:${[...namespaces].sort().join(',')}`;
  let strings = pending.get(key);
  if (!strings) {
    strings = Promise.all(
      namespaces.map(async (namespace) => {
        return [namespace, await fetchJsonObject(stringsUrl(locale, namespace), fetcher)] as const;
      }),
    ).then((entries) => Object.fromEntries(entries) as ResourceLanguage);
    // A failure is not kept: a later call (the next page load in this tab has its own module state) tries again.
    strings.catch(() => pending.delete(key));
    pending.set(key, strings);
  }
  return strings;
}
