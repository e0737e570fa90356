/**
 * Locale-aware formatting of prices, dates and excerpts. The output is the same on the server and in the
 * browser: dates are read in UTC (Iceland's time all year), so a prerendered page and its hydration agree.
 */
import { localeTags, type Locale } from './locale';
import type { Price } from './pages/types';

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * How the currency reads in each language: krónur are 'kr.' in Icelandic ('299.950 kr.') and the ISO code
 * elsewhere ('ISK 299,950', '299.950 ISK'): a Danish reader takes 'kr.' for Danish kroner, so Danish gets
 * the code too. Dollars use the locale's own symbol ('$29', '29 US$', '29 USD').
 */
function priceFormat(locale: Locale, currency: Price['currency']): Intl.NumberFormat {
  const id = `${locale}:${currency}`;
  let format = priceFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], {
      style: 'currency',
      currency,
      // Icelandic writes ISK as 'kr.' with the standard symbol; Danish would need the narrow one, which it must not get.
      currencyDisplay: locale === 'da' && currency === 'ISK' ? 'code' : 'symbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    priceFormats.set(id, format);
  }
  return format;
}

/**
 * The amount of a price with its currency, without decimals, e.g. is '299.950 kr.', en 'ISK 299,950',
 * USD in en '$29'. The number and the currency are joined by a no-break space where the locale puts one.
 * Period, VAT and 'from' are worded by the caller.
 */
export function formatPrice(price: Price, locale: Locale): string {
  if (!Number.isFinite(price.amount)) return '';
  return priceFormat(locale, price.currency).format(price.amount);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A publication date: Icelandic as day/month/year with slashes ('11/3/2024', spec section 9), the other
 * languages with the month written out ('March 11, 2024', '11 de marzo de 2024', '11. marts 2024').
 * An unreadable date gives ''.
 */
export function formatDate(iso: string, locale: Locale): string {
  if (typeof iso !== 'string' || iso.trim() === '') return '';
  const date = new Date(iso.trim());
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'is') return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Length of the excerpt fallback (spec section 9). */
export const EXCERPT_LENGTH = 150;

/**
 * The excerpt fallback of a news item: the content with its white space collapsed, cut after 150 characters
 * with an ellipsis when longer. Characters are counted as code points, so an emoji is never split.
 */
export function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= EXCERPT_LENGTH) return text;
  return `${characters.slice(0, EXCERPT_LENGTH).join('').trimEnd()}…`;
}
