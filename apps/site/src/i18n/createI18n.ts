import { isLocale, locales, type Locale } from '@hraun/content';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { LazyHttpBackend } from './lazyHttpBackend';

/**
 * Where the browser fetches the strings of a namespace (i18next's path template). The page's first strings are
 * fetched by `start` from the same files (i18n/pageStrings), which keeps a copy of this path so that the small entry
 * shares no module with the app (a test holds the two together).
 */
const STRINGS_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** The URL of one namespace's strings in one language. */
export const stringsLoadUrl = (language: string, namespace: string) =>
  STRINGS_LOAD_PATH.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));

/** The language used by i18next's test mode; it is never remembered. */
export const TEST_MODE_LANGUAGE = 'cimode';
export const STORED_LANGUAGE_KEY = 'i18nextLng';

export interface I18nOptions {
  locale: Locale;
  /** Namespaces inlined in the page, so the first render needs no request. */
  bundled: ResourceLanguage;
  /** Extra namespaces to load over HTTP (browser only). */
  load?: string[];
  /** Load missing namespaces from `/locales/{lng}/{ns}.json` (browser only). */
  withBackend: boolean;
  /**
   * Called with each key a render asks for and the loaded strings lack (`namespace:key`). The prerender uses it to
   * fail the build, so a page never ships a raw key. Server only: in the browser a namespace may still be loading.
   */
  onMissingKey?: (key: string) => void;
}

/**
 * One i18next instance per render (server) or per page load (browser). The browser instance loads
 * other namespaces with i18next-http-backend, whose retry rules are the spec's: a 5xx or no status is
 * retried, a 4xx is not, an unparsable body is a parse failure.
 */
export function createI18n({ locale, bundled, load = [], withBackend, onMissingKey }: I18nOptions): I18n {
  const instance = i18next.createInstance();
  if (withBackend) instance.use(LazyHttpBackend);
  void instance.init({
    lng: locale,
    supportedLngs: [...locales],
    fallbackLng: false,
    load: 'languageOnly',
    ns: [...new Set([...Object.keys(bundled), ...load])],
    defaultNS: 'common',
    resources: { [locale]: bundled },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: onMissingKey !== undefined,
    missingKeyHandler: onMissingKey
      ? (_languages, namespace, key) => onMissingKey(`${namespace}:${key}`)
      : undefined,
    backend: withBackend
      ? { loadPath: STRINGS_LOAD_PATH, addPath: '/locales/add/{{lng}}/{{ns}}' }
      : undefined,
  });
  return instance;
}

/** `?lng=xx` overrides the host's language for this view only. */
export function localeFromQuery(search: string): Locale | null {
  const value = new URLSearchParams(search).get('lng');
  return isLocale(value) ? value : null;
}
