import { orderLink } from '../../forms/orderPackages';
import type { PackageContent, PageContent, Price } from '../types';

const s = (path: string) => `services:pricing.${path}`;

const features = (group: string, id: string, names: readonly string[]) =>
  names.map((name) => s(`${group}.packages.${id}.features.${name}`));

const isk = (amount: number, vat: Price['vat'], period: Price['period'], from?: boolean): Price => ({
  amount,
  currency: 'ISK',
  vat,
  period,
  ...(from ? { from } : {}),
});

/** Spec section 9, pricing page: general 14,900 and emergency 22,350 ISK per hour excl. VAT (50% surcharge). */
const hourly: readonly PackageContent[] = [
  {
    id: 'general',
    nameKey: s('hourly.packages.general.name'),
    price: isk(14_900, 'excluded', 'hour'),
    descriptionKey: s('hourly.packages.general.description'),
    featureKeys: features('hourly', 'general', ['hours', 'changes', 'advice', 'report']),
    cta: { labelKey: 'common:labels.cta.contact', to: '/hafa-samband' },
  },
  {
    id: 'emergency',
    nameKey: s('hourly.packages.emergency.name'),
    price: isk(22_350, 'excluded', 'hour'),
    descriptionKey: s('hourly.packages.emergency.description'),
    featureKeys: features('hourly', 'emergency', ['hours', 'surcharge', 'phone', 'critical']),
    cta: { labelKey: s('hourly.serviceDesk'), to: '/thjonustubord' },
  },
];

/** Website packages, prices incl. VAT: Basic from 299,950; Business from 499,950 (popular); Enterprise by quote. */
const websites: readonly PackageContent[] = [
  {
    id: 'basic',
    nameKey: s('websites.packages.basic.name'),
    price: isk(299_950, 'included', 'once', true),
    descriptionKey: s('websites.packages.basic.description'),
    featureKeys: features('websites', 'basic', ['pages', 'responsive', 'cms', 'seo', 'maintenance']),
    cta: { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' },
  },
  {
    id: 'business',
    nameKey: s('websites.packages.business.name'),
    price: isk(499_950, 'included', 'once', true),
    descriptionKey: s('websites.packages.business.description'),
    featureKeys: features('websites', 'business', ['pages', 'design', 'seo', 'integrations', 'maintenance']),
    popular: true,
    cta: { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' },
  },
  {
    id: 'enterprise',
    nameKey: s('websites.packages.enterprise.name'),
    price: null,
    priceNoteKey: 'common:labels.price.byQuote',
    descriptionKey: s('websites.packages.enterprise.description'),
    featureKeys: features('websites', 'enterprise', ['pages', 'custom', 'languages', 'priority', 'maintenance']),
    cta: { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' },
  },
];

/** Express solutions excl. VAT: WordPress Express 99,950 (3 pages); WooCommerce Express 149,950 (5 pages). */
const express: readonly PackageContent[] = [
  {
    id: 'wordpress-express',
    nameKey: s('express.packages.wordpressExpress.name'),
    price: isk(99_950, 'excluded', 'once'),
    descriptionKey: s('express.packages.wordpressExpress.description'),
    featureKeys: features('express', 'wordpressExpress', ['pages', 'theme', 'responsive', 'form', 'seo']),
    cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'wordpress-express') },
  },
  {
    id: 'woocommerce-express',
    nameKey: s('express.packages.woocommerceExpress.name'),
    price: isk(149_950, 'excluded', 'once'),
    descriptionKey: s('express.packages.woocommerceExpress.description'),
    featureKeys: features('express', 'woocommerceExpress', ['pages', 'theme', 'payments', 'products', 'seo']),
    cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'woocommerce-express') },
  },
];

/** /verdskra (spec section 2): hourly rates, website packages, express solutions, contact call to action. */
export const page: PageContent = {
  path: '/verdskra',
  namespace: 'services',
  metaTitleKey: s('metaTitle'),
  metaDescriptionKey: s('metaDescription'),
  metaKeywordsKey: s('metaKeywords'),
  breadcrumbKey: s('breadcrumb'),
  sections: [
    { kind: 'hero', titleKey: s('hero.title'), textKey: s('hero.text') },
    { kind: 'packages', titleKey: s('hourly.title'), textKey: s('hourly.text'), packages: hourly },
    { kind: 'packages', titleKey: s('websites.title'), textKey: s('websites.text'), packages: websites },
    { kind: 'packages', titleKey: s('express.title'), textKey: s('express.text'), packages: express },
    {
      kind: 'cta',
      titleKey: s('cta.title'),
      textKey: s('cta.text'),
      ctas: [
        { labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant: 'primary' },
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'secondary' },
      ],
    },
  ],
};
