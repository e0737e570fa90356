/** The languages the site is written in, in the order they appear in the language switcher. */
export const locales = ['is', 'en', 'es', 'da'] as const;
export type Locale = (typeof locales)[number];

/** The language used for localhost, unknown hosts and anything that cannot be read. */
export const defaultLocale: Locale = 'is';

/** BCP 47 tags, used for `lang`, `hreflang`, Open Graph locales and `Intl`. */
export const localeTags: Record<Locale, string> = {
  is: 'is-IS',
  en: 'en-US',
  es: 'es-ES',
  da: 'da-DK',
};

/** The production domain of each language: one domain per language. */
export const localeDomains: Record<Locale, string> = {
  is: 'hraun.is',
  en: 'hraun.io',
  es: 'hraun.es',
  da: 'hraun.dk',
};

/** Native names, so each language is offered in its own words. */
export const localeNames: Record<Locale, string> = {
  is: 'Íslenska',
  en: 'English',
  es: 'Español',
  da: 'Dansk',
};

const topLevelDomains: Record<string, Locale> = { is: 'is', io: 'en', es: 'es', dk: 'da' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Strips a port and a trailing dot, lowercases, and tolerates IPv6 literals. */
function hostName(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(1, name.indexOf(']') === -1 ? undefined : name.indexOf(']'));
  const colon = name.lastIndexOf(':');
  if (colon !== -1 && name.indexOf(':') === colon) name = name.slice(0, colon);
  return name.replace(/\.$/, '');
}

/**
 * The language of a host, per the spec: `.is` Icelandic, `.io` English, `.es` Spanish, `.dk` Danish,
 * `localhost` Icelandic, anything else Icelandic. `{lng}.localhost` previews a language locally.
 */
export function localeFromHost(host: string | null | undefined): Locale {
  if (!host) return defaultLocale;
  const name = hostName(host);
  const labels = name.split('.');
  if (labels.length === 2 && labels[1] === 'localhost' && isLocale(labels[0])) return labels[0];
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length >= 2) return topLevelDomains[tld] ?? defaultLocale;
  return defaultLocale;
}

/** The canonical origin of a language, e.g. `https://hraun.io`. */
export function originOf(locale: Locale): string {
  return `https://${localeDomains[locale]}`;
}

/**
 * Where the same path lives in another language. On a `{lng}.localhost` preview (or plain localhost)
 * it stays local so previews can be switched without leaving the machine.
 */
export function hostForLocale(currentHost: string, target: Locale): string {
  const name = hostName(currentHost);
  const port = /:(\d+)$/.exec(currentHost)?.[1];
  const isLocal = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
  if (isLocal) return `${target}.localhost${port ? `:${port}` : ''}`;
  return localeDomains[target];
}
