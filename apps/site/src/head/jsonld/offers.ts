import type { Locale } from '@hraun/content';
import { absoluteUrl } from '../social-image';
import { agencyId, CONTEXT } from './common';

export interface PricedOffer {
  name: string;
  description?: string;
  /** Amount in the currency's main unit; null for 'by quote', which gets no Offer (an Offer needs a price). */
  price: number | null;
  currency: string;
  /** Whether the price includes VAT; undefined where the page does not say, which the Offer then does not claim. */
  vatIncluded?: boolean;
  /** Recurring price per month or hour; one-off when absent. */
  per?: 'month' | 'hour';
}

const UNIT_CODES = { month: 'MON', hour: 'HUR' } as const;

function offer(locale: Locale, path: string, item: PricedOffer & { price: number }) {
  return {
    '@type': 'Offer',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    url: absoluteUrl(locale, path),
    price: item.price.toFixed(2),
    priceCurrency: item.currency,
    availability: 'https://schema.org/InStock',
    seller: { '@id': agencyId(locale) },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: item.price.toFixed(2),
      priceCurrency: item.currency,
      ...(item.vatIncluded === undefined ? {} : { valueAddedTaxIncluded: item.vatIncluded }),
      ...(item.per ? { unitCode: UNIT_CODES[item.per], referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[item.per] } } : {}),
    },
  };
}

type Priced = PricedOffer & { price: number };
const pricedOnly = (offers: readonly PricedOffer[] = []) =>
  offers.filter((item): item is Priced => item.price !== null && Number.isFinite(item.price) && item.price >= 0);

/** A service or solution page: the Service, provided by the agency, with an Offer per priced package. */
export function serviceJsonLd(locale: Locale, service: { name: string; description: string; path: string; offers?: PricedOffer[] }) {
  const priced = pricedOnly(service.offers);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(locale, service.path),
    provider: { '@id': agencyId(locale) },
    ...(priced.length ? { offers: priced.map((item) => offer(locale, service.path, item)) } : {}),
  };
}

/**
 * A page of prices that is not one service's (the price list, the care plans): an OfferCatalog of the agency,
 * one inner catalogue per group shown on the page (hourly rates, websites, express solutions).
 */
export function offerCatalogJsonLd(
  locale: Locale,
  catalog: { name: string; description: string; path: string; groups: { name: string; offers: PricedOffer[] }[] },
) {
  const groups = catalog.groups
    .map((group) => ({ name: group.name, offers: pricedOnly(group.offers) }))
    .filter((group) => group.offers.length > 0);
  return {
    '@context': CONTEXT,
    '@type': 'OfferCatalog',
    name: catalog.name,
    description: catalog.description,
    url: absoluteUrl(locale, catalog.path),
    provider: { '@id': agencyId(locale) },
    itemListElement: groups.map((group) => ({
      '@type': 'OfferCatalog',
      name: group.name,
      itemListElement: group.offers.map((item) => offer(locale, catalog.path, item)),
    })),
  };
}
