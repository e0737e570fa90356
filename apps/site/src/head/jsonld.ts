// Structured data (schema.org JSON-LD) for PageMeta.jsonLd: pure functions, facts in, plain objects out.
import { localeTags, originOf, type Locale } from '@hraun/content';
import { absoluteUrl, LOGO_PATH, LOGO_SIZE, socialImageOf } from './social-image';

const CONTEXT = 'https://schema.org';

export interface AgencyLocation {
  /** City as shown, e.g. 'Reykjavík'. */
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'IS'. */
  country: string;
  streetAddress?: string;
  postalCode?: string;
  telephone?: string;
}

export interface AgencyFacts {
  name: string;
  description: string;
  /** Year the agency was founded. */
  foundingYear: number;
  telephone?: string;
  email?: string;
  /** Path of the logo, a raster image of at least 112 px (search engines show no SVG logo), e.g. LOGO_PATH. */
  logo?: string;
  /** The first location is the head office. */
  locations: AgencyLocation[];
  /** Days the office is open (schema.org day names) and the hours, 24-hour 'HH:MM'. */
  openingHours: { days: Weekday[]; opens: string; closes: string };
  /** Profiles elsewhere (social links). */
  sameAs?: string[];
}

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** The identifier other objects use to point at the agency, one per domain. */
export const agencyId = (locale: Locale) => `${originOf(locale)}/#organization`;

const absolute = absoluteUrl;

function postalAddress(location: AgencyLocation) {
  return {
    '@type': 'PostalAddress',
    addressLocality: location.city,
    addressCountry: location.country,
    ...(location.streetAddress ? { streetAddress: location.streetAddress } : {}),
    ...(location.postalCode ? { postalCode: location.postalCode } : {}),
  };
}

/** The agency as a ProfessionalService with its offices and opening hours; put it on every page (or the home page). */
export function agencyJsonLd(locale: Locale, facts: AgencyFacts) {
  const [headOffice] = facts.locations;
  const hours = { '@type': 'OpeningHoursSpecification', dayOfWeek: facts.openingHours.days, opens: facts.openingHours.opens, closes: facts.openingHours.closes };
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': agencyId(locale),
    name: facts.name,
    description: facts.description,
    url: `${originOf(locale)}/`,
    foundingDate: String(facts.foundingYear),
    ...(facts.logo ? { logo: absolute(locale, facts.logo) } : {}),
    image: socialImageOf(locale).url,
    ...(facts.telephone ? { telephone: facts.telephone } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(headOffice ? { address: postalAddress(headOffice) } : {}),
    openingHoursSpecification: [hours],
    // Each office is a place of the business with the same hours.
    department: facts.locations.map((location) => ({
      '@type': 'ProfessionalService',
      name: `${facts.name} ${location.city}`,
      address: postalAddress(location),
      openingHoursSpecification: [hours],
      ...(location.telephone ?? facts.telephone ? { telephone: location.telephone ?? facts.telephone } : {}),
    })),
    ...(facts.sameAs?.length ? { sameAs: facts.sameAs } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Path on the current domain, e.g. '/thjonusta'. */
  path: string;
}

/** BreadcrumbList of the trail shown on the page, home first. */
export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(locale, crumb.path),
    })),
  };
}

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
    url: absolute(locale, path),
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
    url: absolute(locale, service.path),
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
    url: absolute(locale, catalog.path),
    provider: { '@id': agencyId(locale) },
    itemListElement: groups.map((group) => ({
      '@type': 'OfferCatalog',
      name: group.name,
      itemListElement: group.offers.map((item) => offer(locale, catalog.path, item)),
    })),
  };
}

/** A news article page. Dates are ISO 8601 (`published_at` as stored). */
export function newsArticleJsonLd(
  locale: Locale,
  article: { headline: string; description?: string; path: string; datePublished: string; dateModified?: string; image?: string; publisherName: string },
) {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    // Search engines cut headlines at 110 characters.
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    ...(article.description ? { description: article.description } : {}),
    url: absolute(locale, article.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(locale, article.path) },
    inLanguage: localeTags[locale],
    datePublished: new Date(article.datePublished).toISOString(),
    dateModified: new Date(article.dateModified ?? article.datePublished).toISOString(),
    // The same picture as the page's social preview: its own when a raster image, else the language's default.
    image: [socialImageOf(locale, article.image).url],
    author: { '@type': 'Organization', '@id': agencyId(locale), name: article.publisherName, url: `${originOf(locale)}/` },
    publisher: {
      '@type': 'Organization',
      '@id': agencyId(locale),
      name: article.publisherName,
      url: `${originOf(locale)}/`,
      logo: { '@type': 'ImageObject', url: absolute(locale, LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    },
  };
}
