import { formatPrice, locales, strings, type Locale, type Price } from '@hraun/content';
import type { SiteT } from '../../src/i18n/useSiteTranslation';
import { describe, expect, test } from 'vitest';
import { priceText } from '../../src/sections/usePriceText';

/** The `common:labels.price.*` strings of a language, filled in as i18next fills them. */
function priceStrings(locale: Locale): SiteT {
  const templates = strings[locale].common.labels.price as Record<string, string>;
  return ((key: string, options?: { amount?: string }) => {
    const template = templates[key.replace('common:labels.price.', '')];
    if (template === undefined) throw new Error(`no string ${key}`);
    return template.replace('{{amount}}', options?.amount ?? '');
  }) as unknown as SiteT;
}

/** A phrase as it must appear: its spaces no-break. */
const unbroken = (phrase: string) => phrase.replace(/ /g, '\u00a0');
/** A VAT note: whole when short; a long one ("excluding 24% Icelandic VAT") may break, but not inside "24 %". */
const note = (phrase: string) => (phrase.length <= 18 ? unbroken(phrase) : phrase.replace(/(\d) (?=%)/g, '$1\u00a0'));

describe('priceText: a narrow card breaks a price between its two parts, and inside a long VAT note only', () => {
  test('a long note breaks between words (a 278 px phone panel cannot hold it whole), a short one does not', () => {
    const price: Price = { amount: 4990, currency: 'ISK', period: 'month', vat: 'excluded' };
    const english = priceText(price, priceStrings('en'), 'en');
    expect(english).toMatch(/^ISK\u00a04,990\u00a0per\u00a0month excluding 24% Icelandic VAT$/);
    expect(priceText(price, priceStrings('es'), 'es')).toMatch(/24\u00a0%/);
    expect(priceText(price, priceStrings('is'), 'is').split(' ')).toHaveLength(2);
  });

  test.each(locales)('%s: "4990 ISK a month" and "VAT excluded" each stay on one line', (locale) => {
    const t = priceStrings(locale);
    const price: Price = { amount: 4990, currency: 'ISK', period: 'month', vat: 'excluded' };
    const amount = formatPrice(price, locale);
    expect(priceText(price, t, locale)).toBe(`${unbroken(t('common:labels.price.perMonth', { amount }))} ${note(t('common:labels.price.exclVat'))}`);
  });

  test.each(locales)('%s: "from 299,950" and "VAT included" each stay on one line', (locale) => {
    const t = priceStrings(locale);
    const price: Price = { amount: 299950, currency: 'ISK', period: 'once', vat: 'included', from: true };
    const amount = formatPrice(price, locale);
    expect(priceText(price, t, locale)).toBe(`${unbroken(t('common:labels.price.from', { amount }))} ${note(t('common:labels.price.inclVat'))}`);
  });
});
