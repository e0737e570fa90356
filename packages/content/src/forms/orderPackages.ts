import { orderPaths, type OrderKind } from '../pages/appRoutes';
import type { PackageContent, SitePath } from '../pages/types';
import type { TextKey } from '../pages/types';

export { orderPaths, type OrderKind } from '../pages/appRoutes';

/**
 * The query parameter that names the package to select on an order page. A package card's "order now" button
 * sends it, so the form opens with the package the visitor chose; without it the spec's default is selected.
 */
export const ORDER_PACKAGE_PARAM = 'pakki';

/** The order page, with a package selected when one is named (a package card's button). */
export function orderLink(kind: OrderKind, packageId?: string): SitePath {
  const path = orderPaths[kind];
  return packageId ? `${path}?${ORDER_PACKAGE_PARAM}=${encodeURIComponent(packageId)}` : path;
}

const ns = 'solutions:order.packages';

/**
 * What each Express plan includes: one list for every page that shows the plans (pricing, WordPress, WordPress Express
 * and its order page), so no page promises more or less than another (review 36, 6a: pricing listed five, the Express
 * page six, worded apart). Pricing's namespace holds the same texts (its strings take the order strings' objects).
 */
export const expressFeatureIds = {
  wordpressExpress: ['pages', 'theme', 'responsive', 'contactForm', 'seo', 'training'],
  woocommerceExpress: ['pages', 'shop', 'payments', 'products', 'responsive', 'training'],
} as const;

export const expressFeatureKeys = {
  'wordpress-express': expressFeatureIds.wordpressExpress.map((id) => `${ns}.wordpressExpress.features.${id}` as const),
  'woocommerce-express': expressFeatureIds.woocommerceExpress.map((id) => `${ns}.woocommerceExpress.features.${id}` as const),
} satisfies Record<string, readonly TextKey[]>;

/**
 * What each Express plan is, in one sentence: the same on every page that shows the plans (review 37, 2: pricing and
 * the WordPress page had each worded their own). Pricing's namespace takes the same texts, as for the features.
 */
export const expressDescriptionKeys = {
  'wordpress-express': `${ns}.wordpressExpress.description`,
  'woocommerce-express': `${ns}.woocommerceExpress.description`,
} as const satisfies Record<keyof typeof expressFeatureKeys, TextKey>;

const orderNow = (to: SitePath) => ({ labelKey: 'common:labels.cta.orderNow', to }) as const;
const expressCta = orderNow(orderPaths['wordpress-express']);
const hostingCta = orderNow(orderPaths.hosting);

/**
 * The packages each order page offers, with the spec's ids (section 3) and the order pages' figures (section 9:
 * 5 and 10 pages on the Express order page; 5, 20 and unlimited mailboxes on the hosting order page).
 * The first package is the default selection (wordpress-express and basic, spec section 4).
 */
export const orderPackages: Record<OrderKind, readonly PackageContent[]> = {
  'wordpress-express': [
    {
      id: 'wordpress-express',
      nameKey: `${ns}.wordpressExpress.name`,
      price: { amount: 99950, currency: 'ISK', vat: 'excluded', period: 'once' },
      descriptionKey: expressDescriptionKeys['wordpress-express'],
      featureKeys: expressFeatureKeys['wordpress-express'],
      cta: expressCta,
    },
    {
      id: 'woocommerce-express',
      nameKey: `${ns}.woocommerceExpress.name`,
      price: { amount: 149950, currency: 'ISK', vat: 'excluded', period: 'once' },
      descriptionKey: expressDescriptionKeys['woocommerce-express'],
      featureKeys: expressFeatureKeys['woocommerce-express'],
      cta: expressCta,
    },
  ],
  hosting: [
    {
      id: 'basic',
      nameKey: `${ns}.hostingBasic.name`,
      price: { amount: 4990, currency: 'ISK', vat: 'excluded', period: 'month' },
      descriptionKey: `${ns}.hostingBasic.description`,
      featureKeys: [
        `${ns}.hostingBasic.features.disk`,
        `${ns}.hostingBasic.features.traffic`,
        `${ns}.hostingBasic.features.mailboxes`,
        `${ns}.hostingBasic.features.ssl`,
        `${ns}.hostingBasic.features.backups`,
      ],
      cta: hostingCta,
    },
    {
      id: 'business',
      nameKey: `${ns}.hostingBusiness.name`,
      price: { amount: 9990, currency: 'ISK', vat: 'excluded', period: 'month' },
      descriptionKey: `${ns}.hostingBusiness.description`,
      featureKeys: [
        `${ns}.hostingBusiness.features.disk`,
        `${ns}.hostingBusiness.features.traffic`,
        `${ns}.hostingBusiness.features.mailboxes`,
        `${ns}.hostingBusiness.features.ssl`,
        `${ns}.hostingBusiness.features.backups`,
        `${ns}.hostingBusiness.features.staging`,
      ],
      popular: true,
      cta: hostingCta,
    },
    {
      id: 'enterprise',
      nameKey: `${ns}.hostingEnterprise.name`,
      price: { amount: 24990, currency: 'ISK', vat: 'excluded', period: 'month' },
      descriptionKey: `${ns}.hostingEnterprise.description`,
      featureKeys: [
        `${ns}.hostingEnterprise.features.disk`,
        `${ns}.hostingEnterprise.features.traffic`,
        `${ns}.hostingEnterprise.features.mailboxes`,
        `${ns}.hostingEnterprise.features.ssl`,
        `${ns}.hostingEnterprise.features.backups`,
        `${ns}.hostingEnterprise.features.priority`,
      ],
      cta: hostingCta,
    },
  ],
};
