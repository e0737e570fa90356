import type { Locale, PageContent, Price } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { offerCatalogJsonLd, serviceJsonLd, type PricedOffer } from '../head/jsonld/offers';

// Apart from usePriceText, so a page that shows prices without describing them (the order forms) does not load
// the structured data builders.

/** What an Offer may claim about VAT: only what the page itself states. */
const vatIncludedOf = (price: Price | null | undefined): boolean | undefined =>
  price?.vat === 'included' ? true : price?.vat === 'excluded' ? false : undefined;

/**
 * The structured data of a content page's prices: a service or solution page is a schema.org Service with an
 * Offer per priced package; any other page that shows prices (the price list, the care plans) is an OfferCatalog
 * with a group per packages section. Null for a page without prices, and for a service page it is the Service even
 * without prices (what the page offers is still a service).
 */
export function useServiceJsonLd(page: PageContent): object | null {
  const { t, i18n } = useSiteTranslation();
  const locale = i18n.language as Locale;
  const isService = /^\/(thjonusta|lausnir)\/[^/]+$/.test(page.path);
  const groups = page.sections.flatMap((section) =>
    section.kind === 'packages'
      ? [
          {
            name: t(section.titleKey),
            offers: section.packages.map(
              (pkg): PricedOffer => ({
                name: t(pkg.nameKey),
                description: t(pkg.descriptionKey),
                price: pkg.price?.amount ?? null,
                currency: pkg.price?.currency ?? 'ISK',
                vatIncluded: vatIncludedOf(pkg.price),
                per: pkg.price?.period === 'once' ? undefined : pkg.price?.period,
              }),
            ),
          },
        ]
      : [],
  );
  const about = { name: t(page.metaTitleKey), description: t(page.metaDescriptionKey), path: page.path };
  if (isService) return serviceJsonLd(locale, { ...about, offers: groups.flatMap((group) => group.offers) });
  const priced = groups.some((group) => group.offers.some((item) => item.price !== null));
  return priced ? offerCatalogJsonLd(locale, { ...about, groups }) : null;
}
