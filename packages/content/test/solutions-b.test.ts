import { describe, expect, it } from 'vitest';
import { locales } from '../src/locale';
import type { CallToAction, PackageContent, PageContent, Price, Section } from '../src/pages/types';
import { ORDER_PACKAGE_PARAM, orderLink, orderPackages } from '../src/forms/orderPackages';
import { resolveKey, textKeysOf, unresolvedKeys } from './support/keys';
import { pageAt } from '../src/pages';

const wordpressExpress = pageAt('/lausnir/wordpress-express')!;
const vefhysing = pageAt('/lausnir/vefhysing')!;
const tolvupostur = pageAt('/lausnir/tolvupostur')!;
const vefumsjon = pageAt('/lausnir/vefumsjon')!;
const netspjall = pageAt('/lausnir/netspjall')!;
const apiTengingar = pageAt('/lausnir/api-tengingar')!;

// Pages are imported one by one (not through the registry) so this area tests on its own.
const pages: [PageContent, string, string, Section['kind'][]][] = [
  [wordpressExpress, '/lausnir/wordpress-express', 'wordpressExpress', ['hero', 'packages', 'benefits', 'cta']],
  [vefhysing, '/lausnir/vefhysing', 'vefhysing', ['hero', 'features', 'packages', 'cta']],
  [tolvupostur, '/lausnir/tolvupostur', 'tolvupostur', ['hero', 'features', 'packages', 'cta']],
  [vefumsjon, '/lausnir/vefumsjon', 'vefumsjon', ['hero', 'features', 'packages', 'features', 'cta']],
  [netspjall, '/lausnir/netspjall', 'netspjall', ['hero', 'features', 'packages', 'benefits', 'cta']],
  [apiTengingar, '/lausnir/api-tengingar', 'apiTengingar', ['hero', 'features', 'process', 'cta']],
];

function sections<K extends Section['kind']>(page: PageContent, kind: K): Extract<Section, { kind: K }>[] {
  return page.sections.filter((section): section is Extract<Section, { kind: K }> => section.kind === kind);
}

const packagesOf = (page: PageContent): PackageContent[] => sections(page, 'packages').flatMap((section) => [...section.packages]);
const linkOf = ({ labelKey, to }: CallToAction) => ({ labelKey, to });
const isk = (amount: number, vat: Price['vat'], period: Price['period']): Price => ({ amount, currency: 'ISK', vat, period });

describe.each(pages)('%s', (page, path, module, kinds) => {
  it('has its route, namespace, meta keys and the section kinds in order', () => {
    expect(page.path).toBe(path);
    expect(page.namespace).toBe('solutions');
    expect([page.metaTitleKey, page.metaDescriptionKey, page.metaKeywordsKey, page.breadcrumbKey]).toEqual(
      ['metaTitle', 'metaDescription', 'metaKeywords', 'breadcrumb'].map((name) => `solutions:${module}.${name}`),
    );
    expect(page.sections.map((section) => section.kind)).toEqual(kinds);
  });

  it('refers only to keys of its own module, shared labels or the order pages\' packages, and they resolve in every language', () => {
    const keys = textKeysOf(page);
    expect(keys.length).toBeGreaterThan(20);
    // Package texts the order pages show too are written once, in `solutions:order.packages`.
    const shared = (key: string) => key.startsWith('common:labels.') || key.startsWith('solutions:order.packages.');
    expect(keys.filter((key) => !key.startsWith(`solutions:${module}.`) && !shared(key))).toEqual([]);
    expect(unresolvedKeys(keys)).toEqual([]);
  });

  it('has a meta description of 140-160 characters in every language', () => {
    for (const locale of locales) {
      const length = resolveKey(locale, page.metaDescriptionKey)?.length ?? 0;
      expect(length, `${locale} ${page.metaDescriptionKey}`).toBeGreaterThanOrEqual(140);
      expect(length, `${locale} ${page.metaDescriptionKey}`).toBeLessThanOrEqual(160);
    }
  });

  it('lists six features when it has a feature grid first', () => {
    const [features] = sections(page, 'features');
    if (features) expect(features.items).toHaveLength(6);
  });
});

// Spec section 9 figures, as the page of each row shows them.
const figures: [PageContent, string, Price, boolean][] = [
  [wordpressExpress, 'wordpress-express', isk(99950, 'excluded', 'once'), false],
  [wordpressExpress, 'woocommerce-express', isk(149950, 'excluded', 'once'), false],
  [vefhysing, 'basic', isk(4990, 'excluded', 'month'), false],
  [vefhysing, 'business', isk(9990, 'excluded', 'month'), true],
  [vefhysing, 'enterprise', isk(24990, 'excluded', 'month'), false],
  [tolvupostur, 'basic', isk(990, 'unstated', 'month'), false],
  [tolvupostur, 'business', isk(1990, 'unstated', 'month'), true],
  [tolvupostur, 'enterprise', isk(3990, 'unstated', 'month'), false],
  [vefumsjon, 'basic', isk(14950, 'excluded', 'month'), false],
  [vefumsjon, 'business', isk(29950, 'excluded', 'month'), true],
  [vefumsjon, 'enterprise', isk(49950, 'excluded', 'month'), false],
  [netspjall, 'basic', isk(14950, 'excluded', 'month'), false],
  [netspjall, 'business', isk(29950, 'excluded', 'month'), true],
  [netspjall, 'enterprise', isk(49950, 'excluded', 'month'), false],
];

describe('prices (spec section 9)', () => {
  it.each(figures)('%s: %s', (page, id, price, popular) => {
    const found = packagesOf(page).find((pkg) => pkg.id === id);
    expect(found?.price).toEqual(price);
    expect(Boolean(found?.popular)).toBe(popular);
  });

  it('shows exactly the packages of the table', () => {
    for (const page of [wordpressExpress, vefhysing, tolvupostur, vefumsjon, netspjall]) {
      expect(packagesOf(page).map((pkg) => pkg.id)).toEqual(figures.filter(([p]) => p === page).map(([, id]) => id));
    }
  });
});

/** A package feature line in Icelandic (the figures in features are spec facts). */
const isFeatures = (pkg: PackageContent | undefined) => (pkg?.featureKeys ?? []).map((key) => resolveKey('is', key));

describe('figures in package features (spec section 9)', () => {
  const on = (page: PageContent, id: string) => isFeatures(packagesOf(page).find((pkg) => pkg.id === id));

  it('WordPress Express page: 5 and 10 pages', () => {
    // One phrase on every page: the 3 and 5 pages written for launch, of the 5 and 10 a plan holds in total.
    expect(on(wordpressExpress, 'wordpress-express')).toContain('3 síður hannaðar og skrifaðar fyrir opnun, allt að 5 alls');
    expect(on(wordpressExpress, 'woocommerce-express')).toContain('5 síður hannaðar og skrifaðar fyrir opnun, allt að 10 alls');
  });

  it('hosting page: disk, traffic and 2/5/10 mailboxes', () => {
    expect(on(vefhysing, 'basic')).toEqual(expect.arrayContaining(['10 GB diskpláss', '100 GB gagnaflutningur', '2 pósthólf']));
    expect(on(vefhysing, 'business')).toEqual(expect.arrayContaining(['50 GB diskpláss', '500 GB gagnaflutningur', '5 pósthólf']));
    expect(on(vefhysing, 'enterprise')).toEqual(expect.arrayContaining(['Ótakmarkað diskpláss', 'Ótakmarkaður gagnaflutningur', '10 pósthólf']));
  });

  it('e-mail page: 10, 50 and 100 GB', () => {
    expect(on(tolvupostur, 'basic')).toContain('10 GB geymslupláss');
    expect(on(tolvupostur, 'business')).toContain('50 GB geymslupláss');
    expect(on(tolvupostur, 'enterprise')).toContain('100 GB geymslupláss');
  });

  it('care plans: storage, response times and monthly hours', () => {
    expect(on(vefumsjon, 'basic')).toEqual(expect.arrayContaining(['10 GB geymslupláss', 'Svar innan 24 klst.']));
    expect(on(vefumsjon, 'business')).toEqual(expect.arrayContaining(['50 GB geymslupláss', 'Svar innan 4 klst.', '2 klst. efnisumsjón á mánuði']));
    expect(on(vefumsjon, 'enterprise')).toEqual(
      expect.arrayContaining(['100 GB geymslupláss', 'Svar innan 1 klst.', '5 klst. efnisumsjón á mánuði', '3 klst. sérforritun á mánuði']),
    );
  });

  it('chat: 1 agent, 3 agents with an AI chatbot, unlimited agents', () => {
    expect(on(netspjall, 'basic')).toContain('1 þjónustufulltrúi');
    expect(on(netspjall, 'business')).toEqual(expect.arrayContaining(['3 þjónustufulltrúar', 'Spjallmenni með gervigreind']));
    expect(on(netspjall, 'enterprise')).toContain('Ótakmarkaður fjöldi þjónustufulltrúa');
  });
});

describe('calls to action (spec section 2)', () => {
  const ctaLinks = (page: PageContent) => sections(page, 'cta').flatMap((cta) => cta.ctas.map(linkOf));
  const packageLinks = (page: PageContent) => [...new Set(packagesOf(page).map((pkg) => JSON.stringify(linkOf(pkg.cta))))].map((s) => JSON.parse(s));
  const orderNow = (to: string) => ({ labelKey: 'common:labels.cta.orderNow', to });
  const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' };
  const quote = { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' };
  const contact = { labelKey: 'common:labels.cta.contact', to: '/hafa-samband' };

  it('uses the shared Icelandic labels', () => {
    expect(resolveKey('is', 'common:labels.cta.orderNow')).toBe('Panta núna');
    expect(resolveKey('is', 'common:labels.cta.choosePackage')).toBe('Velja pakka');
    expect(resolveKey('is', 'common:labels.cta.quote')).toBe('Fá tilboð');
  });

  it('Express and hosting order with Panta núna on their /panta pages', () => {
    expect(ctaLinks(wordpressExpress)).toEqual([orderNow('/lausnir/wordpress-express/panta')]);
    expect(ctaLinks(vefhysing)).toEqual([orderNow('/lausnir/vefhysing/panta')]);
  });

  it("each package card's button opens the order page with that package selected", () => {
    expect(packageLinks(wordpressExpress)).toEqual([
      orderNow('/lausnir/wordpress-express/panta?pakki=wordpress-express'),
      orderNow('/lausnir/wordpress-express/panta?pakki=woocommerce-express'),
    ]);
    expect(packageLinks(vefhysing)).toEqual(
      ['basic', 'business', 'enterprise'].map((id) => orderNow(`/lausnir/vefhysing/panta?pakki=${id}`)),
    );
    // Every package named in a link is one the order page offers.
    const offered = { 'wordpress-express': orderPackages['wordpress-express'], hosting: orderPackages.hosting };
    for (const [page, kind] of [[wordpressExpress, 'wordpress-express'], [vefhysing, 'hosting']] as const) {
      for (const pkg of packagesOf(page)) {
        expect(pkg.cta.to).toBe(orderLink(kind, pkg.id));
        expect(offered[kind].map((choice) => choice.id)).toContain(pkg.id);
      }
    }
  });

  it('orderLink names the package in the query, encoded', () => {
    expect(orderLink('hosting')).toBe('/lausnir/vefhysing/panta');
    expect(orderLink('hosting', 'business')).toBe('/lausnir/vefhysing/panta?pakki=business');
    expect(orderLink('wordpress-express', 'a b&c')).toBe('/lausnir/wordpress-express/panta?pakki=a%20b%26c');
    expect(ORDER_PACKAGE_PARAM).toBe('pakki');
  });

  it('e-mail, maintenance and chat packages choose with Velja pakka on /fa-tilbod', () => {
    for (const page of [tolvupostur, vefumsjon, netspjall]) expect(packageLinks(page)).toEqual([choose]);
  });

  it('e-mail, chat and API close with Fá tilboð; maintenance with contact and quote', () => {
    for (const page of [tolvupostur, netspjall, apiTengingar]) expect(ctaLinks(page)).toEqual([quote]);
    expect(ctaLinks(vefumsjon)).toEqual([contact, quote]);
  });

  it('maintenance lists three specialist services and the API page four process steps', () => {
    expect(sections(vefumsjon, 'features')[1]?.items).toHaveLength(3);
    expect(sections(apiTengingar, 'process')[0]?.steps).toHaveLength(4);
    expect(sections(wordpressExpress, 'benefits')[0]?.items).toHaveLength(4);
    expect(sections(netspjall, 'benefits')[0]?.items).toHaveLength(4);
  });
});

describe('order packages (the two /panta pages)', () => {
  it('offer the spec ids, the default first', () => {
    expect(orderPackages['wordpress-express'].map((pkg) => pkg.id)).toEqual(['wordpress-express', 'woocommerce-express']);
    expect(orderPackages.hosting.map((pkg) => pkg.id)).toEqual(['basic', 'business', 'enterprise']);
    expect(orderPackages['wordpress-express'][0]?.id).toBe('wordpress-express');
    expect(orderPackages.hosting[0]?.id).toBe('basic');
  });

  it('hold the order pages’ prices', () => {
    const prices = Object.fromEntries(
      Object.entries(orderPackages).flatMap(([kind, list]) => list.map((pkg) => [`${kind}/${pkg.id}`, pkg.price])),
    );
    expect(prices).toEqual({
      'wordpress-express/wordpress-express': isk(99950, 'excluded', 'once'),
      'wordpress-express/woocommerce-express': isk(149950, 'excluded', 'once'),
      'hosting/basic': isk(4990, 'excluded', 'month'),
      'hosting/business': isk(9990, 'excluded', 'month'),
      'hosting/enterprise': isk(24990, 'excluded', 'month'),
    });
    expect(orderPackages.hosting.filter((pkg) => pkg.popular).map((pkg) => pkg.id)).toEqual(['business']);
  });

  it('hold the order pages’ figures: 5/10 pages and 5/20/unlimited mailboxes', () => {
    const [express, woo] = orderPackages['wordpress-express'];
    const [basic, business, enterprise] = orderPackages.hosting;
    expect(isFeatures(express)).toContain('3 síður hannaðar og skrifaðar fyrir opnun, allt að 5 alls');
    expect(isFeatures(woo)).toContain('5 síður hannaðar og skrifaðar fyrir opnun, allt að 10 alls');
    expect(isFeatures(basic)).toEqual(expect.arrayContaining(['10 GB diskpláss', '100 GB gagnaflutningur', '5 pósthólf']));
    expect(isFeatures(business)).toEqual(expect.arrayContaining(['50 GB diskpláss', '500 GB gagnaflutningur', '20 pósthólf']));
    expect(isFeatures(enterprise)).toEqual(expect.arrayContaining(['Ótakmarkað diskpláss', 'Ótakmarkaður gagnaflutningur', 'Ótakmörkuð pósthólf']));
  });

  it('order now on their own page', () => {
    for (const pkg of orderPackages['wordpress-express']) expect(linkOf(pkg.cta)).toEqual({ labelKey: 'common:labels.cta.orderNow', to: '/lausnir/wordpress-express/panta' });
    for (const pkg of orderPackages.hosting) expect(linkOf(pkg.cta)).toEqual({ labelKey: 'common:labels.cta.orderNow', to: '/lausnir/vefhysing/panta' });
  });

  it('refer to keys of the order module that resolve in every language', () => {
    const keys = textKeysOf(orderPackages);
    expect(keys.filter((key) => !key.startsWith('solutions:order.packages.') && !key.startsWith('common:labels.'))).toEqual([]);
    expect(unresolvedKeys(keys)).toEqual([]);
  });

  it('have page texts for both order pages in every language', () => {
    const keys = ['wordpressExpress', 'hosting'].flatMap((order) =>
      ['metaTitle', 'metaDescription', 'metaKeywords', 'breadcrumb', 'title', 'intro'].map((name) => `solutions:order.${order}.${name}`),
    );
    expect(unresolvedKeys(keys)).toEqual([]);
    expect(resolveKey('is', 'solutions:order.wordpressExpress.title')).toBe('Panta WordPress Express');
    expect(resolveKey('is', 'solutions:order.hosting.title')).toBe('Panta vefhýsingu');
  });
});
