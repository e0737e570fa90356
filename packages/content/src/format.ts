/**
 * Locale-aware formatting of prices, dates and excerpts. The output is the same on the server and in the
 * browser: dates are read in UTC (Iceland's time all year), so a prerendered page and its hydration agree.
 */
import { localeTags, type Locale } from './locale';
import type { Price } from './price';

/**
 * How each language writes an amount: the digits come from `Intl.NumberFormat` with the language's tag, grouped
 * from four digits on in every language (is-IS '4.990', en-US '4,990', es-ES '4.990', da-DK '4.990'): CLDR leaves
 * four-digit numbers ungrouped in Spanish, so '4990 ISK' would stand beside '24.990 ISK' in one price table, which
 * a Spanish editor reads as a typo. The currency is placed by hand. Currency
 * symbols are not left to Intl: the server's ICU (Node) and a browser's (Chromium ships reduced locale data)
 * disagree on them, and a price that reads differently after hydration is a mismatch. Krónur are 'kr.' in
 * Icelandic and the ISO code elsewhere (a Danish reader takes 'kr.' for Danish kroner); the number and currency
 * are joined by a no-break space where the language puts one.
 */
const currencyStyle: Record<Locale, Record<Price['currency'], (n: string) => string>> = {
  is: { ISK: (n) => `${n}\u00a0kr.`, USD: (n) => `${n}\u00a0USD` },
  en: { ISK: (n) => `ISK\u00a0${n}`, USD: (n) => `$${n}` },
  es: { ISK: (n) => `${n}\u00a0ISK`, USD: (n) => `${n}\u00a0US$` },
  da: { ISK: (n) => `${n}\u00a0ISK`, USD: (n) => `${n}\u00a0US$` },
};

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Where the runtime has no data for a language (Chromium ships without Icelandic: is-IS formats as en-US), the
 * same result is written by hand, so the prerendered page (Node, full ICU) and its hydration agree.
 */
const fallbackGroups: Record<Locale, string> = { is: '.', en: ',', es: '.', da: '.' };

const supported = (locale: Locale) => Intl.NumberFormat.supportedLocalesOf([localeTags[locale]]).length > 0;

function groupDigits(amount: number, locale: Locale): string {
  if (!supported(locale)) {
    const digits = String(Math.round(Math.abs(amount)));
    const sign = amount < 0 ? '-' : '';
    return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, fallbackGroups[locale]);
  }
  let format = numberFormats.get(locale);
  if (!format) {
    // 'always': group four-digit numbers too, where CLDR's minimum grouping digits (es) would leave them bare.
    format = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0, useGrouping: 'always' });
    numberFormats.set(locale, format);
  }
  // A minus sign as the language writes it would be U+2212 in some locales; prices are never negative in content.
  return format.format(Math.round(amount)).replace(/\u2212/g, '-');
}

/**
 * The amount of a price with its currency, without decimals, e.g. is '299.950 kr.', en 'ISK 299,950',
 * USD in en '$29'. Period, VAT and 'from' are worded by the caller.
 */
export function formatPrice(price: Price, locale: Locale): string {
  if (!Number.isFinite(price.amount)) return '';
  return currencyStyle[locale][price.currency](groupDigits(price.amount, locale));
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A date, from Intl.DateTimeFormat with the language's tag: Icelandic as day/month/year with slashes ('11/3/2024', spec section 9), the other
 * languages with the month written out ('March 11, 2024', '11 de marzo de 2024', '11. marts 2024').
 * An unreadable date gives ''.
 */
export function formatDate(iso: string, locale: Locale): string {
  if (typeof iso !== 'string' || iso.trim() === '') return '';
  const date = new Date(iso.trim());
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'is' && Intl.DateTimeFormat.supportedLocalesOf([localeTags.is]).length === 0) {
    return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
  }
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], {
      day: 'numeric',
      month: locale === 'is' ? 'numeric' : 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  // Icelandic: is-IS writes 11.3.2024; the spec (section 9) writes the same day, month and year with slashes.
  if (locale === 'is') return format.formatToParts(date).map((part) => (part.type === 'literal' ? '/' : part.value)).join('');
  return format.format(date);
}

/** Length of the excerpt fallback (spec section 9). */
const EXCERPT_LENGTH = 150;

/**
 * The excerpt fallback of a news item: the content with its white space collapsed and, when longer than 150
 * characters, cut at the last whole word that fits, followed by an ellipsis. A cut never ends inside a word nor on a
 * comma, colon or dash (the ellipsis would read as part of them); a single word longer than the limit is cut at the
 * limit. Characters are counted as code points, so an emoji is never split.
 */
export function excerptOf(content: string, length: number = EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  const head = characters.slice(0, length + 1).join('');
  // The character after the limit is kept in `head` so a word ending exactly at the limit counts as whole.
  const lastSpace = head.lastIndexOf(' ');
  const words = lastSpace > 0 ? head.slice(0, lastSpace) : Array.from(head).slice(0, length).join('');
  return `${words.replace(/[\s,;:.\u2013\u2014-]+$/u, '')}…`;
}
