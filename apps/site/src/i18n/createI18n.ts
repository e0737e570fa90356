import { isLocale, locales, type Locale } from '@hraun/content';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';

/** The language used by i18next's test mode; it is never remembered. */
export const TEST_MODE_LANGUAGE = 'cimode';
export const STORED_LANGUAGE_KEY = 'i18nextLng';

/**
 * A failed translation file is tried this many times more (i18next's own retry, 350 ms apart and doubling): a 5xx or
 * a failed connection is retried, a 4xx is not, an unparsable body is a parse failure (i18next-http-backend's rules,
 * which are the spec's). Two more keep a page whose strings cannot be had from waiting long before it gives up.
 */
const STRINGS_RETRIES = 2;

interface ServerOptions {
  locale: Locale;
  /** The strings of the page's namespaces, handed to i18next as its resources: the render needs no request. */
  resources: ResourceLanguage;
  /**
   * Called with each key a render asks for and the loaded strings lack (`namespace:key`). The prerender uses it to
   * fail the build, so a page never ships a raw key.
   */
  onMissingKey?: (key: string) => void;
}

const shared = (locale: Locale) =>
  ({
    lng: locale,
    supportedLngs: [...locales],
    fallbackLng: false,
    load: 'languageOnly',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A reload (spec section 1) re-renders what it changed: react-i18next listens for the backend's `loaded`.
    react: { bindI18n: 'languageChanged loaded' },
  }) as const;

/** The prerender's instance: the page's strings as resources, ready at once. */
export function createServerI18n({ locale, resources, onMissingKey }: ServerOptions): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...shared(locale),
    ns: Object.keys(resources),
    resources: { [locale]: resources },
    initAsync: false,
    saveMissing: onMissingKey !== undefined,
    missingKeyHandler: onMissingKey ? (_languages, namespace, key) => onMissingKey(`${namespace}:${key}`) : undefined,
  });
  return instance;
}

/**
 * The browser's instance: every namespace comes from `/locales/{lng}/{ns}.json` through i18next-http-backend, the one
 * way strings reach the page (they are not inlined: the HTML already shows them, and inlined they would push a page
 * past the first round trip). Resolves once `namespaces` are in, or have failed for good.
 */
export async function createBrowserI18n(locale: Locale, namespaces: readonly string[]): Promise<I18n> {
  const instance = i18next.createInstance().use(HttpBackend);
  await instance
    .init<HttpBackendOptions>({
      ...shared(locale),
      ns: [...namespaces],
      maxRetries: STRINGS_RETRIES,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    })
    .catch(() => undefined);
  return instance;
}

/** `?lng=xx` overrides the host's language for this view only. */
export function localeFromQuery(search: string): Locale | null {
  const value = new URLSearchParams(search).get('lng');
  return isLocale(value) ? value : null;
}
