// JSON-LD builders: parseable once rendered into the head, the right @type, and the fields search engines require.
import { locales, originOf } from '@hraun/content';
import { describe, expect, test } from 'vitest';
import { headTags, renderHeadTags } from '../../src/head/head';
import { agencyJsonLd, type AgencyFacts } from '../../src/head/jsonld/agency';
import { breadcrumbJsonLd } from '../../src/head/jsonld/breadcrumbs';
import { agencyId } from '../../src/head/jsonld/common';
import { newsArticleJsonLd } from '../../src/head/jsonld/news';
import { offerCatalogJsonLd, serviceJsonLd } from '../../src/head/jsonld/offers';
import { LOGO_PATH } from '../../src/head/social-image';

// The spec's facts (section 9): founded 2006, three offices, Monday to Friday 9:00-17:00.
const facts: AgencyFacts = {
  name: 'Hraun',
  description: 'Vefstofa',
  foundingYear: 2006,
  telephone: '+354 555 0000',
  email: 'hraun@example.is',
  logo: LOGO_PATH,
  locations: [
    { city: 'Reykjavík', country: 'IS' },
    { city: 'Copenhagen', country: 'DK' },
    { city: 'Barcelona', country: 'ES' },
  ],
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
};

/** Renders the objects through the real head, then reads them back the way a crawler does. */
function roundTrip(objects: object[]): Array<Record<string, unknown>> {
  const html = renderHeadTags(headTags({ title: 'T', description: 'D', jsonLd: objects }, { locale: 'is', path: '/x', siteTitle: 'S', siteName: 'Hraun' }));
  const blocks = [...html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(blocks).toHaveLength(objects.length);
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}


describe('agency', () => {
  test.each(locales)('%s: a ProfessionalService with three offices and weekday hours', (locale) => {
    const [agency] = roundTrip([agencyJsonLd(locale, facts)]);
    expect(agency).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfessionalService', '@id': agencyId(locale), name: 'Hraun', url: `${originOf(locale)}/`, foundingDate: '2006' });
    expect(agency?.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Reykjavík', addressCountry: 'IS' });
    const departments = agency?.department as Array<Record<string, unknown>>;
    expect(departments.map((department) => (department.address as { addressLocality: string }).addressLocality)).toEqual(['Reykjavík', 'Copenhagen', 'Barcelona']);
    for (const holder of [agency, ...departments]) {
      expect(holder?.openingHoursSpecification).toEqual([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
      ]);
    }
    expect(agency?.logo).toBe(`${originOf(locale)}/brand/logo-512.png`);
    expect(agency?.image).toBe(`${originOf(locale)}/og/default-${locale}.png`);
    // inLanguage belongs to creative works, not to a business: validators flag it there.
    expect(agency).not.toHaveProperty('inLanguage');
  });
});

describe('breadcrumbs', () => {
  test('positions from 1 and absolute item URLs on the page\'s own domain', () => {
    const [list] = roundTrip([breadcrumbJsonLd('en', [{ name: 'Home', path: '/' }, { name: 'Services', path: '/thjonusta' }, { name: 'Web development', path: '/thjonusta/vefsidugerd' }])]);
    expect(list?.['@type']).toBe('BreadcrumbList');
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://hraun.io/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://hraun.io/thjonusta' },
      { '@type': 'ListItem', position: 3, name: 'Web development', item: 'https://hraun.io/thjonusta/vefsidugerd' },
    ]);
  });
});

describe('service and offers', () => {
  const service = serviceJsonLd('is', {
    name: 'Vefhýsing',
    description: 'Hýsing',
    path: '/lausnir/vefhysing',
    offers: [
      { name: 'Grunnur', price: 4990, currency: 'ISK', vatIncluded: false, per: 'month' },
      { name: 'Fyrirtæki', price: 9990, currency: 'ISK', vatIncluded: false, per: 'month' },
      { name: 'Stórfyrirtæki', price: null, currency: 'ISK', vatIncluded: false },
    ],
  });

  test('a Service from the agency with one Offer per priced package', () => {
    const [parsed] = roundTrip([service]);
    expect(parsed).toMatchObject({ '@type': 'Service', name: 'Vefhýsing', url: 'https://hraun.is/lausnir/vefhysing', provider: { '@id': agencyId('is') } });
    const offers = parsed?.offers as Array<Record<string, unknown>>;
    // The package sold by quote has no price, so it is no Offer.
    expect(offers.map((item) => item.name)).toEqual(['Grunnur', 'Fyrirtæki']);
    for (const item of offers) {
      expect(item['@type']).toBe('Offer');
      expect(item.priceCurrency).toBe('ISK');
      expect(Number(item.price)).toBeGreaterThan(0);
      expect(item.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', valueAddedTaxIncluded: false, unitCode: 'MON' });
    }
    expect(offers[0]?.price).toBe('4990.00');
    expect(parsed).not.toHaveProperty('inLanguage');
  });

  test('an Offer claims nothing about VAT where the page does not say (the spec leaves it open for marketing and SEO)', () => {
    const [parsed] = roundTrip([
      serviceJsonLd('en', { name: 'SEO', description: 'd', path: '/thjonusta/leitarvelabestun', offers: [{ name: 'Basic', price: 49950, currency: 'ISK', per: 'month' }] }),
    ]);
    const [only] = parsed?.offers as Array<{ priceSpecification: Record<string, unknown> }>;
    expect(only?.priceSpecification).not.toHaveProperty('valueAddedTaxIncluded');
    expect(only?.priceSpecification).toMatchObject({ price: '49950.00', unitCode: 'MON' });
  });

  test('a service without prices has no offers field at all', () => {
    expect(serviceJsonLd('da', { name: 'Rådgivning', description: 'd', path: '/thjonusta/radgjof' })).not.toHaveProperty('offers');
  });
});

describe('offer catalogue', () => {
  test('a page of prices is an OfferCatalog from the agency, one group per section shown, priced offers only', () => {
    const [catalog] = roundTrip([
      offerCatalogJsonLd('en', {
        name: 'Pricing',
        description: 'Our prices',
        path: '/verdskra',
        groups: [
          { name: 'Hourly rates', offers: [{ name: 'General service', price: 14900, currency: 'ISK', vatIncluded: false, per: 'hour' }] },
          {
            name: 'Websites',
            offers: [
              { name: 'Basic', price: 299950, currency: 'ISK', vatIncluded: true },
              { name: 'Enterprise', price: null, currency: 'ISK', vatIncluded: true },
            ],
          },
          { name: 'By quote only', offers: [{ name: 'Custom', price: null, currency: 'ISK' }] },
        ],
      }),
    ]);
    expect(catalog).toMatchObject({ '@type': 'OfferCatalog', name: 'Pricing', url: 'https://hraun.io/verdskra', provider: { '@id': agencyId('en') } });
    const groups = catalog?.itemListElement as Array<{ '@type': string; name: string; itemListElement: Array<Record<string, unknown>> }>;
    expect(groups.map((group) => group.name)).toEqual(['Hourly rates', 'Websites']);
    expect(groups[0]?.itemListElement[0]).toMatchObject({
      '@type': 'Offer',
      price: '14900.00',
      priceSpecification: { valueAddedTaxIncluded: false, unitCode: 'HUR' },
    });
    expect(groups[1]?.itemListElement.map((item) => item.name)).toEqual(['Basic']);
    expect(groups[1]?.itemListElement[0]?.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true });
    expect(groups[1]?.itemListElement[0]?.priceSpecification).not.toHaveProperty('unitCode');
  });
});

describe('news article', () => {
  test('NewsArticle with ISO dates, an image, author and publisher', () => {
    const [article] = roundTrip([
      newsArticleJsonLd('es', { headline: `</script><script>alert(1)</script>${'x'.repeat(200)}`, path: '/frettir/nueva', datePublished: '2024-03-11T10:00:00Z', publisherName: 'Hraun', image: '/images/projects/a.svg' }),
    ]);
    expect(article?.['@type']).toBe('NewsArticle');
    expect(String(article?.headline).length).toBeLessThanOrEqual(110);
    expect(article?.datePublished).toBe('2024-03-11T10:00:00.000Z');
    expect(article?.dateModified).toBe('2024-03-11T10:00:00.000Z');
    // An SVG picture is no article image for search engines: the language's preview stands in, as in og:image.
    expect(article?.image).toEqual(['https://hraun.es/og/default-es.png']);
    expect(article?.publisher).toMatchObject({
      '@type': 'Organization',
      name: 'Hraun',
      logo: { '@type': 'ImageObject', url: 'https://hraun.es/brand/logo-512.png', width: 512, height: 512 },
    });
    expect(article?.author).toMatchObject({ '@type': 'Organization', name: 'Hraun', url: 'https://hraun.es/' });
    const withPhoto = newsArticleJsonLd('es', { headline: 'h', path: '/frettir/n', datePublished: '2024-03-11T10:00:00Z', publisherName: 'Hraun', image: 'https://cdn.example.com/p/photo.jpg?w=1200' });
    expect(withPhoto.image).toEqual(['https://cdn.example.com/p/photo.jpg?w=1200']);
    expect(article?.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://hraun.es/frettir/nueva' });
  });
});
