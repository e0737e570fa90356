import { expressDescriptionKeys, expressFeatureKeys, orderLink } from '../../../forms/orderPackages';
import type { FeatureItem, PackageContent } from '../../authoring';
import { defineSolutionPage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const features = [
  ['editor', 'document'],
  ['plugins', 'plug'],
  ['seo', 'search'],
  ['responsive', 'responsive'],
  ['security', 'shield'],
  ['woocommerce', 'cart'],
] as const;

const orderNow = (packageId: string) => ({ labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', packageId), variant: 'primary' }) as const;

const expressPackage = (id: keyof typeof expressFeatureKeys, stringsId: string, amount: number): PackageContent => ({
  id,
  nameKey: kIn('packages.items', stringsId, 'name'),
  price: { amount, currency: 'ISK', vat: 'excluded', period: 'once' },
  descriptionKey: expressDescriptionKeys[id],
  featureKeys: expressFeatureKeys[id],
  cta: orderNow(id),
});

/**
 * /lausnir/wordpress: six features and the two Express packages with the figures of the pricing and WordPress
 * pages (spec section 9: WordPress Express 99,950 ISK excl. VAT with 3 pages, WooCommerce Express 149,950 ISK
 * excl. VAT with 5 pages).
 */
export default defineSolutionPage<typeof is>({
  order: 6,
  menu: { group: 'systems', order: 1 },
  icon: 'globe',
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: features.map(([id, icon]): FeatureItem => ({
        icon,
        titleKey: k(`features.items.${id}.title`),
        textKey: k(`features.items.${id}.text`),
      })),
    },
    {
      kind: 'packages',
      titleKey: k('packages.title'),
      textKey: k('packages.text'),
      packages: [
        expressPackage('wordpress-express', 'wordpressExpress', 99950),
        expressPackage('woocommerce-express', 'woocommerceExpress', 149950),
      ],
    },
    callToAction(k),
  ],
});
