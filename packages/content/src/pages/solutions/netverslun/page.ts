import type { FeatureItem } from '../../authoring';
import { defineSolutionPage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const features = [
  ['design', 'design'],
  ['payments', 'card'],
  ['inventory', 'server'],
  ['shipping', 'globe'],
  ['seo', 'search'],
  ['analytics', 'chart'],
] as const;

/** Benefit lists of the two platforms, each with its bullets. */
const platforms = [
  ['woocommerce', ['ownership', 'noFees', 'custom', 'plugins', 'content']],
  ['shopify', ['hosted', 'fast', 'easy', 'apps', 'channels']],
] as const;

/** Comparison rows; `price` and `salesFee` carry the spec section 9 figures (Shopify 29-299 USD a month plus 0.5-2%). */
const rows = ['price', 'salesFee', 'hosting', 'setup', 'customization', 'ownership', 'bestFor'] as const;

/** /lausnir/netverslun: feature cards, WooCommerce and Shopify benefit lists, a comparison table and a call to action. */
export default defineSolutionPage<typeof is>({
  order: 4,
  menu: { group: 'commerce', order: 1 },
  icon: 'cart',
  home: { order: 1 },
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
      kind: 'benefits',
      titleKey: k('platforms.title'),
      items: platforms.map(([id, bullets]) => ({
        titleKey: k(`platforms.items.${id}.title`),
        textKey: k(`platforms.items.${id}.text`),
        bulletKeys: bullets.map((bullet) => kIn(`platforms.items.${id}.bullets`, bullet)),
      })),
    },
    {
      kind: 'comparison',
      titleKey: k('comparison.title'),
      columnKeys: [k('comparison.columns.feature'), k('comparison.columns.woocommerce'), k('comparison.columns.shopify')],
      rows: rows.map((row) => ({
        labelKey: k(`comparison.rows.${row}.label`),
        cellKeys: [k(`comparison.rows.${row}.woocommerce`), k(`comparison.rows.${row}.shopify`)],
      })),
    },
    callToAction(k),
  ],
});
