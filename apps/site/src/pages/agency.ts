import { company } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import type { AgencyFacts, Weekday } from '../head/jsonld/agency';
import { LOGO_PATH } from '../head/social-image';

const WEEKDAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The agency as structured data sees it: the content package's facts, described in the page's language. */
export function useAgencyFacts(): AgencyFacts {
  const { t } = useSiteTranslation('site');
  return {
    name: company.name,
    description: t('site:description'),
    foundingYear: company.founded,
    telephone: company.phone,
    email: company.email,
    logo: LOGO_PATH,
    locations: company.locations.map((office) => ({
      city: office.city,
      country: office.country,
      streetAddress: office.streetAddress,
      postalCode: office.postalCode,
    })),
    openingHours: { days: WEEKDAYS, opens: company.openingHours.opens, closes: company.openingHours.closes },
    sameAs: company.social.map((profile) => profile.url),
  };
}
