/**
 * Facts about the agency that read the same in every language (spec section 9): founded 2006, offices in
 * Reykjavík, Copenhagen and Barcelona, open Monday to Friday 9:00-17:00 (closed at weekends, emergencies
 * by phone outside hours). City names shown on a page come from `cityKey`, so each language can use its
 * own name (Kaupmannahöfn, Copenhagen, Copenhague, København).
 */

export interface Office {
  /** The city in its own language, for addresses and structured data, e.g. 'København'. */
  city: string;
  /**
   * i18next key of the city name in the page's language, e.g. `common:cities.copenhagen`. Spelt out rather than
   * typed as `TextKey`: the strings' types import this module (through the opening hours), and a type import
   * back would close a circle; `common:cities.*` is checked against the strings where a page passes it on.
   */
  cityKey: `common:cities.${'reykjavik' | 'copenhagen' | 'barcelona'}`;
  streetAddress: string;
  postalCode: string;
  /**
   * The town as the local post writes it after the postal code ('København V', not 'Copenhagen'): an address stays
   * local in every language, while the heading above it names the city in the page's language (`cityKey`).
   */
  postalTown: string;
  /** ISO 3166-1 alpha-2 country code, e.g. 'IS'. */
  country: string;
  /** IANA time zone of the office, in which its opening hours are kept. */
  timeZone: 'Atlantic/Reykjavik' | 'Europe/Copenhagen' | 'Europe/Madrid';
}

interface SocialLink {
  /** The network's own name, the same in every language. */
  name: 'LinkedIn' | 'Facebook' | 'Instagram';
  url: string;
}

export interface Company {
  /** Brand name, e.g. in titles: 'Hraun'. */
  name: string;
  /** Registered name for the legal line and invoices. */
  legalName: string;
  /** International format with spaces; strip the spaces for a `tel:` link. */
  phone: string;
  email: string;
  /** Year the agency was founded. */
  founded: number;
  /** The offices; the first is the head office. */
  locations: readonly Office[];
  /** schema.org-style day range and 24-hour times: Monday to Friday 09:00-17:00. */
  openingHours: { days: 'Mo-Fr'; opens: string; closes: string };
  social: readonly SocialLink[];
}

export const company: Company = {
  name: 'Hraun',
  legalName: 'Hraun ehf.',
  phone: '+354 555 1234',
  email: 'hallo@hraun.is',
  founded: 2006,
  locations: [
    {
      city: 'Reykjavík',
      cityKey: 'common:cities.reykjavik',
      streetAddress: 'Borgartún 25',
      postalCode: '105',
      postalTown: 'Reykjavík',
      country: 'IS',
      timeZone: 'Atlantic/Reykjavik',
    },
    {
      city: 'København',
      cityKey: 'common:cities.copenhagen',
      streetAddress: 'Vesterbrogade 26',
      postalCode: '1620',
      postalTown: 'København V',
      country: 'DK',
      timeZone: 'Europe/Copenhagen',
    },
    {
      city: 'Barcelona',
      cityKey: 'common:cities.barcelona',
      streetAddress: 'Carrer de Pallars 108',
      postalCode: '08018',
      postalTown: 'Barcelona',
      country: 'ES',
      timeZone: 'Europe/Madrid',
    },
  ],
  openingHours: { days: 'Mo-Fr', opens: '09:00', closes: '17:00' },
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/hraun' },
    { name: 'Facebook', url: 'https://www.facebook.com/hraun.is' },
    { name: 'Instagram', url: 'https://www.instagram.com/hraun.is' },
  ],
};

/** An office's postal address as the local post writes it, the same in every language: 'Vesterbrogade 26, 1620 København V'. */
export function postalAddress(office: Office): string {
  return `${office.streetAddress}, ${office.postalCode} ${office.postalTown}`;
}
