import { expressFeatureIds, orderLink } from '../../../forms/orderPackages';
import type { PackageContent, Price } from '../../authoring';
import { defineCompanyPage, ownKey, ownKeyIn } from '../../authoring';
import type { GroupPaths } from '../../authoring';
import type { is } from './is';
import { callToAction, contactCta, quoteCta, quoteLink } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const features = (group: GroupPaths<typeof is>, names: readonly string[]) => names.map((name) => kIn(group, name));

const isk = (amount: number, vat: Price['vat'], period: Price['period'], from?: boolean): Price => ({
  amount,
  currency: 'ISK',
  vat,
  period,
  ...(from ? { from } : {}),
});

/**
 * Spec section 9, pricing page: general 14,900 and emergency 22,350 ISK per hour excl. VAT (50% surcharge), framed as
 * the rates for one-off jobs outside a contract (the terms' 14,950 is the contract rate).
 */
const hourly: readonly PackageContent[] = [
  {
    id: 'general',
    nameKey: k('hourly.packages.general.name'),
    price: isk(14_900, 'excluded', 'hour'),
    descriptionKey: k('hourly.packages.general.description'),
    featureKeys: features('hourly.packages.general.features', ['hours', 'changes', 'advice', 'report']),
    cta: { labelKey: 'common:labels.cta.contact', to: '/hafa-samband' },
  },
  {
    id: 'emergency',
    nameKey: k('hourly.packages.emergency.name'),
    price: isk(22_350, 'excluded', 'hour'),
    descriptionKey: k('hourly.packages.emergency.description'),
    featureKeys: features('hourly.packages.emergency.features', ['hours', 'surcharge', 'phone', 'critical']),
    cta: { labelKey: k('hourly.serviceDesk'), to: '/thjonustubord' },
  },
];

/** Website packages, prices incl. VAT: Basic from 299,950; Business from 499,950 (popular); Enterprise by quote. */
const websites: readonly PackageContent[] = [
  {
    id: 'basic',
    nameKey: k('websites.packages.basic.name'),
    price: isk(299_950, 'included', 'once', true),
    descriptionKey: k('websites.packages.basic.description'),
    featureKeys: features('websites.packages.basic.features', ['pages', 'responsive', 'cms', 'seo', 'maintenance']),
    cta: quoteLink,
  },
  {
    id: 'business',
    nameKey: k('websites.packages.business.name'),
    price: isk(499_950, 'included', 'once', true),
    descriptionKey: k('websites.packages.business.description'),
    featureKeys: features('websites.packages.business.features', ['pages', 'design', 'seo', 'integrations', 'maintenance']),
    popular: true,
    cta: quoteLink,
  },
  {
    id: 'enterprise',
    nameKey: k('websites.packages.enterprise.name'),
    price: null,
    priceNoteKey: 'common:labels.price.byQuote',
    descriptionKey: k('websites.packages.enterprise.description'),
    featureKeys: features('websites.packages.enterprise.features', ['pages', 'custom', 'languages', 'priority', 'maintenance']),
    cta: quoteLink,
  },
];

/**
 * Express solutions excl. VAT: WordPress Express 99,950 (3 pages); WooCommerce Express 149,950 (5 pages): the pages
 * designed and written for launch, of up to 5 and 10 in total (the Express pages' figures): one phrase says both.
 */
const express: readonly PackageContent[] = [
  {
    id: 'wordpress-express',
    nameKey: k('express.packages.wordpressExpress.name'),
    price: isk(99_950, 'excluded', 'once'),
    descriptionKey: k('express.packages.wordpressExpress.description'),
    featureKeys: features('express.packages.wordpressExpress.features', expressFeatureIds.wordpressExpress),
    cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'wordpress-express') },
  },
  {
    id: 'woocommerce-express',
    nameKey: k('express.packages.woocommerceExpress.name'),
    price: isk(149_950, 'excluded', 'once'),
    descriptionKey: k('express.packages.woocommerceExpress.description'),
    featureKeys: features('express.packages.woocommerceExpress.features', expressFeatureIds.woocommerceExpress),
    cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'woocommerce-express') },
  },
];

/** /verdskra (spec section 2): hourly rates, website packages, express solutions, contact call to action. */
export default defineCompanyPage<typeof is>({
  namespace: 'services',
  footer: { column: 'company', order: 4 },
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    { kind: 'packages', titleKey: k('hourly.title'), textKey: k('hourly.text'), packages: hourly },
    { kind: 'packages', titleKey: k('websites.title'), textKey: k('websites.text'), packages: websites },
    { kind: 'packages', titleKey: k('express.title'), textKey: k('express.text'), packages: express },
    callToAction(k, [quoteCta('primary'), contactCta('secondary')]),
  ],
});
