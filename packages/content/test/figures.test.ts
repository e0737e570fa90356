import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../src/locale';
import { strings } from '../src/strings';
import { pageAt } from '../src/pages';
import type { PackageContent, Section } from '../src/pages/types';
import { resolveKey } from './support/keys';

/** Every string of a language with its `namespace:path`. */
function allStrings(locale: Locale): [string, string][] {
  const found: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.push([path, node]);
    else if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : `${name}:`);
  };
  for (const [ns, tree] of Object.entries(strings[locale] as Record<string, unknown>)) {
    for (const [name, child] of Object.entries(tree as Record<string, unknown>)) walk(child, `${ns}:${name}`);
  }
  return found;
}

const packagesOf = (path: string): PackageContent[] =>
  pageAt(path)!.sections.flatMap((section: Section) => (section.kind === 'packages' ? [...section.packages] : []));

describe('WordPress Express page counts: one phrase on every page', () => {
  // Spec section 9: 3 (WooCommerce 5) pages on pricing and the WordPress page, 5 (10) on the Express pages. Both
  // stand, so each page says both: the pages designed for launch, of the total a plan holds.
  // Since review 36 (6a) the WordPress and Express pages share one key, and pricing's copy of it in its own namespace.
  const keys = {
    wordpressExpress: ['services:verdskra.express.packages.wordpressExpress.features.pages', 'solutions:order.packages.wordpressExpress.features.pages'],
    woocommerceExpress: ['services:verdskra.express.packages.woocommerceExpress.features.pages', 'solutions:order.packages.woocommerceExpress.features.pages'],
  };
  const figures = { wordpressExpress: ['3', '5'], woocommerceExpress: ['5', '10'] } as const;

  it.each(locales)('%s: the pricing, WordPress and Express pages say the same, with both figures in order', (locale) => {
    for (const [id, list] of Object.entries(keys) as [keyof typeof keys, string[]][]) {
      const texts = list.map((key) => resolveKey(locale, key));
      expect(new Set(texts).size, `${locale} ${id}: ${texts.join(' | ')}`).toBe(1);
      const numbers = texts[0]!.match(/\d+/g);
      expect(numbers, texts[0]).toEqual(figures[id]);
    }
  });

  it('the pages show those keys on the cards', () => {
    const pages = ['/verdskra', '/lausnir/wordpress', '/lausnir/wordpress-express'];
    for (const path of pages) {
      const featureKeys = packagesOf(path).flatMap((pkg) => pkg.featureKeys);
      expect(featureKeys.filter((key) => key.endsWith('Express.features.pages')), path).toHaveLength(2);
    }
  });
});

describe('14,950 and 14,900: a contract or monthly price and the rate for one-off jobs never read as one figure', () => {
  // Each mention says what the amount is per: a month (care and chat plans) or an hour (the terms' contract rate).
  const period: Record<Locale, RegExp> = {
    is: /á mánuði|á klukkustund|á klst\./,
    en: /a month|per month|per hour/,
    es: /al mes|por hora/,
    da: /pr\. måned|om måneden|timepris|pr\. time/,
  };
  const vat: Record<Locale, RegExp> = { is: /án (vsk\.|virðisaukaskatts)/, en: /excluding (24% Icelandic )?VAT/, es: /IVA no incluido/, da: /ekskl\. moms/ };

  // A full stop ends a sentence, unless it ends an abbreviation of a price ("excl. VAT", "kr.", "vsk.").
  const sentenceEnd = /(?<=(?<!\b(?:excl|incl|kr|vsk|klst|pr|ekskl|inkl))\.)\s+(?=\p{Lu})/u;

  it.each(locales)('%s: every mention of 14,950 or 14,900 in the copy names its period and its VAT basis', (locale) => {
    const mentions = allStrings(locale).filter(([, text]) => /14[.,]9[05]0/.test(text));
    expect(mentions.length).toBeGreaterThan(0);
    for (const [key, text] of mentions) {
      const sentence = text.split(sentenceEnd).find((part) => /14[.,]9[05]0/.test(part))!;
      expect(sentence, `${locale} ${key}`).toMatch(period[locale]);
      expect(sentence, `${locale} ${key}`).toMatch(vat[locale]);
    }
  });

  it('the pricing page prices 14,900 per hour for one-off jobs, and no card there costs 14,950', () => {
    const general = packagesOf('/verdskra').find((pkg) => pkg.id === 'general')!;
    expect(general.price).toMatchObject({ amount: 14_900, period: 'hour', vat: 'excluded' });
    expect(packagesOf('/verdskra').map((pkg) => pkg.price?.amount)).not.toContain(14_950);
    expect(resolveKey('is', 'services:verdskra.hourly.text')).toMatch(/^Fyrir stök verk utan samninga/);
    expect(resolveKey('en', 'services:verdskra.hourly.text')).toMatch(/^For one-off jobs outside a contract/);
  });

  it('the 14,950 plans are monthly, never on the price list beside 14,900', () => {
    for (const path of ['/thjonustupakkar', '/lausnir/vefumsjon', '/lausnir/netspjall']) {
      const plans = packagesOf(path).filter((pkg) => pkg.price?.amount === 14_950);
      expect(plans.length, path).toBe(1);
      for (const plan of plans) expect(plan.price, path).toMatchObject({ period: 'month', vat: 'excluded' });
      expect(packagesOf(path).map((pkg) => pkg.price?.amount), path).not.toContain(14_900);
    }
  });
});
