import { describe, expect, it } from 'vitest';
import { locales } from '../src/locale';
import type { PageContent, Section } from '../src/pages/types';
import { resolveKey, textKeysOf, unresolvedKeys } from './support/keys';
import { menuLinks } from '../src/pages/listing';
import { pageAt } from '../src/pages';

const overview = pageAt('/lausnir')!;
const gervigreind = pageAt('/lausnir/gervigreind')!;
const bokunarkerfi = pageAt('/lausnir/bokunarkerfi')!;
const askriftarkerfi = pageAt('/lausnir/askriftarkerfi')!;
const netverslun = pageAt('/lausnir/netverslun')!;
const kassakerfi = pageAt('/lausnir/kassakerfi')!;
const wordpress = pageAt('/lausnir/wordpress')!;

// Pages are imported one by one (not through the registry) so this area tests on its own.
const pages: [PageContent, string, string[]][] = [
  [overview, '/lausnir', ['hero', 'links', 'packages', 'cta']],
  [gervigreind, '/lausnir/gervigreind', ['hero', 'features', 'features', 'cta']],
  [bokunarkerfi, '/lausnir/bokunarkerfi', ['hero', 'features', 'features', 'cta']],
  [askriftarkerfi, '/lausnir/askriftarkerfi', ['hero', 'features', 'cta']],
  [netverslun, '/lausnir/netverslun', ['hero', 'features', 'benefits', 'comparison', 'cta']],
  [kassakerfi, '/lausnir/kassakerfi', ['hero', 'features', 'benefits', 'cta']],
  [wordpress, '/lausnir/wordpress', ['hero', 'features', 'packages', 'cta']],
];

function sections<K extends Section['kind']>(page: PageContent, kind: K): Extract<Section, { kind: K }>[] {
  return page.sections.filter((section): section is Extract<Section, { kind: K }> => section.kind === kind);
}

/** A key's text in every language. */
const texts = (key: string) => locales.map((locale) => resolveKey(locale, key) ?? '');

describe.each(pages)('%s', (page, path, kinds) => {
  it('has its route, namespace and the section kinds of the spec in order', () => {
    expect(page.path).toBe(path);
    expect(page.namespace).toBe('solutions');
    expect(page.sections.map((section) => section.kind)).toEqual(kinds);
  });

  it('refers only to keys that resolve in every language', () => {
    const keys = textKeysOf(page);
    expect(keys.length).toBeGreaterThan(10);
    expect(unresolvedKeys(keys)).toEqual([]);
  });

  it('ends with a call to action to /fa-tilbod labelled Fá tilboð', () => {
    const [cta] = sections(page, 'cta');
    expect(cta?.ctas.map(({ labelKey, to }) => ({ labelKey, to }))).toEqual([{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' }]);
    expect(resolveKey('is', 'common:labels.cta.quote')).toBe('Fá tilboð');
  });
});

describe('/lausnir', () => {
  it('links to every solution of the menu, in its order', () => {
    const [links] = sections(overview, 'links');
    expect(links?.items.map((item) => item.to)).toEqual(menuLinks('solutions').map((link) => link.path));
  });

  it('keeps the WordPress Express statement of the solutions page: from 5,995 kr. excl. VAT, 10-15 pages, ready-made theme', () => {
    const [packages] = sections(overview, 'packages');
    expect(packages?.packages.map((item) => item.id)).toEqual(['wordpress-express-intro']);
    const intro = packages!.packages[0]!;
    expect(intro.price).toEqual({ amount: 5995, currency: 'ISK', vat: 'excluded', period: 'once', from: true });
    const features = intro.featureKeys.map((key) => resolveKey('is', key));
    // Its own offer (the self-build base, not the designed-and-written plans): the figure with its room-for wording.
    expect(features).toContain('Rúmar 10-15 síður');
    expect(features).toContain('Tilbúið þema');
    for (const text of texts(intro.featureKeys[0]!)) expect(text).toMatch(/10(-|–| a )15/);
    // English sets a range with an en dash (the native review).
    expect(resolveKey('en', intro.featureKeys[0]!)).toBe('Room for 10–15 pages');
  });
});

describe('/lausnir/gervigreind', () => {
  it('has six solution cards and three offers with seven features each', () => {
    const [cards, offers] = sections(gervigreind, 'features');
    expect(cards?.items).toHaveLength(6);
    expect(offers?.items).toHaveLength(3);
    for (const offer of offers!.items) expect(offer.bulletKeys).toHaveLength(7);
  });
});

describe('/lausnir/askriftarkerfi', () => {
  it('has five features', () => {
    expect(sections(askriftarkerfi, 'features').map((section) => section.items.length)).toEqual([5]);
  });
});

describe('/lausnir/bokunarkerfi', () => {
  it('has six features and the six industry offers of the spec', () => {
    const [features, industries] = sections(bokunarkerfi, 'features');
    expect(features?.items).toHaveLength(6);
    expect(industries?.items.map((item) => resolveKey('en', item.titleKey))).toEqual([
      'Car rental',
      'Hotels and guesthouses',
      'Hair and beauty salons',
      'Healthcare',
      'Gyms and fitness',
      'Restaurants',
    ]);
  });
});

describe('/lausnir/netverslun', () => {
  it('has WooCommerce and Shopify benefit lists', () => {
    const [benefits] = sections(netverslun, 'benefits');
    expect(benefits?.items.map((item) => resolveKey('is', item.titleKey))).toEqual(['WooCommerce', 'Shopify']);
    for (const item of benefits!.items) expect(item.bulletKeys?.length).toBeGreaterThanOrEqual(3);
  });

  it('compares WooCommerce with Shopify: 29-299 USD a month plus a 0.5-2% sales fee, WooCommerce none', () => {
    const [comparison] = sections(netverslun, 'comparison');
    expect(comparison?.columnKeys.slice(1).map((key) => resolveKey('is', key))).toEqual(['WooCommerce', 'Shopify']);
    const row = (id: string) => comparison!.rows.find((item) => item.labelKey.endsWith(`.rows.${id}.label`))!;
    const [wooPrice, shopifyPrice] = row('price').cellKeys;
    const [wooFee, shopifyFee] = row('salesFee').cellKeys;
    for (const text of texts(shopifyPrice!)) expect(text).toMatch(/29-299 USD|\$29–\$299/);
    expect(resolveKey('en', shopifyPrice!)).toBe('$29–$299 per month');
    for (const text of texts(shopifyFee!)) expect(text).toMatch(/^0[.,]5[-–]2 ?%/);
    expect(texts(wooPrice!)).toEqual(['Ekkert mánaðargjald', 'No monthly fee', 'Sin cuota mensual', 'Intet månedligt gebyr']);
    expect(texts(wooFee!)).toEqual(['Engin', 'None', 'Ninguna', 'Intet']);
  });
});

describe('/lausnir/kassakerfi', () => {
  it('has six features and four benefit blocks', () => {
    expect(sections(kassakerfi, 'features')[0]?.items).toHaveLength(6);
    expect(sections(kassakerfi, 'benefits')[0]?.items).toHaveLength(4);
  });
});

describe('/lausnir/wordpress', () => {
  it('has six features', () => {
    expect(sections(wordpress, 'features')[0]?.items).toHaveLength(6);
  });

  it('offers the two Express packages with the figures of the WordPress page', () => {
    const [packages] = sections(wordpress, 'packages');
    const byId = Object.fromEntries(packages!.packages.map((item) => [item.id, item]));
    expect(Object.keys(byId)).toEqual(['wordpress-express', 'woocommerce-express']);
    expect(byId['wordpress-express']?.price).toEqual({ amount: 99950, currency: 'ISK', vat: 'excluded', period: 'once' });
    expect(byId['woocommerce-express']?.price).toEqual({ amount: 149950, currency: 'ISK', vat: 'excluded', period: 'once' });
    // The pages designed and written for launch, and what a plan holds in total (the Express pages' 5 and 10).
    expect(resolveKey('is', byId['wordpress-express']!.featureKeys[0]!)).toBe('3 síður hannaðar og skrifaðar fyrir opnun, allt að 5 alls');
    expect(resolveKey('is', byId['woocommerce-express']!.featureKeys[0]!)).toBe('5 síður hannaðar og skrifaðar fyrir opnun, allt að 10 alls');
    for (const item of packages!.packages) {
      expect(item.cta).toMatchObject({ labelKey: 'common:labels.cta.orderNow', to: `/lausnir/wordpress-express/panta?pakki=${item.id}` });
    }
    expect(resolveKey('is', 'common:labels.cta.orderNow')).toBe('Panta núna');
  });
});
