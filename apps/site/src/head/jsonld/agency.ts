import { originOf, type Locale } from '@hraun/content';
import { absoluteUrl, socialImageOf } from '../social-image';
import { agencyId, CONTEXT } from './common';

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
    ...(facts.logo ? { logo: absoluteUrl(locale, facts.logo) } : {}),
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
