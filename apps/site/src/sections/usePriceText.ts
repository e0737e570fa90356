import { formatPrice, type Locale, type PageContent, type Price } from '@hraun/content';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { offerCatalogJsonLd, serviceJsonLd, type PricedOffer } from '../head/jsonld';

/** Spaces that must not break a line: a phrase such as "IVA no incluido" or "pr. måned" stays on one line. */
const keepTogether = (phrase: string) => phrase.replace(/ /g, '\u00a0');

/**
 * A price as the page shows it: "Frá 299.950 kr. með vsk.", "4.990 kr. á mánuði án vsk.". It has two parts,
 * the amount with its period and the VAT note, and a narrow card breaks it between them only, never inside one.
 */
export function priceText(price: Price, t: TFunction, locale: Locale): string {
  const amount = formatPrice(price, locale);
  const periodic =
    price.period === 'month'
      ? t('common:labels.price.perMonth', { amount })
      : price.period === 'hour'
        ? t('common:labels.price.perHour', { amount })
        : amount;
  const withFrom = price.from ? t('common:labels.price.from', { amount: periodic }) : periodic;
  const vat =
    price.vat === 'included' ? t('common:labels.price.inclVat') : price.vat === 'excluded' ? t('common:labels.price.exclVat') : '';
  return vat ? `${keepTogether(withFrom)} ${keepTogether(vat)}` : keepTogether(withFrom);
}

/** `priceText` in the page's language; null when there is no price (priced on request). */
export function usePriceText(price: Price | null): string | null {
  const { t, i18n } = useTranslation('common');
  return price ? priceText(price, t, i18n.language as Locale) : null;
}

/** What an Offer may claim about VAT: only what the page itself states. */
export const vatIncludedOf = (price: Price | null | undefined): boolean | undefined =>
  price?.vat === 'included' ? true : price?.vat === 'excluded' ? false : undefined;

/**
 * The structured data of a content page's prices: a service or solution page is a schema.org Service with an
 * Offer per priced package; any other page that shows prices (the price list, the care plans) is an OfferCatalog
 * with a group per packages section. Null for a page without prices, and for a service page it is the Service even
 * without prices (what the page offers is still a service).
 */
export function useServiceJsonLd(page: PageContent): object | null {
  const { t, i18n } = useTranslation();
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
