import { expressDescriptionKeys, expressFeatureKeys, orderLink } from '../../../forms/orderPackages';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

const orderPath = orderLink('wordpress-express');

/** WordPress Express (spec section 2: two packages and four benefit blocks; figures from section 9). */
export default defineSolutionPage<typeof is>({
  order: 7,
  menu: { group: 'systems', order: 2 },
  orderForm: 'wordpress-express',
  icon: 'speed',
  home: { order: 4 },
  sections: [
    hero(k, [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }]),
    {
      kind: 'packages',
      titleKey: k('packages.title'),
      textKey: k('packages.text'),
      packages: [
        {
          id: 'wordpress-express',
          nameKey: 'solutions:order.packages.wordpressExpress.name',
          price: { amount: 99950, currency: 'ISK', vat: 'excluded', period: 'once' },
          descriptionKey: expressDescriptionKeys['wordpress-express'],
          featureKeys: expressFeatureKeys['wordpress-express'],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'wordpress-express') },
        },
        {
          id: 'woocommerce-express',
          nameKey: 'solutions:order.packages.woocommerceExpress.name',
          price: { amount: 149950, currency: 'ISK', vat: 'excluded', period: 'once' },
          descriptionKey: expressDescriptionKeys['woocommerce-express'],
          featureKeys: expressFeatureKeys['woocommerce-express'],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'woocommerce-express') },
        },
      ],
    },
    {
      kind: 'benefits',
      titleKey: k('benefits.title'),
      items: [
        { titleKey: k('benefits.fast.title'), textKey: k('benefits.fast.text') },
        { titleKey: k('benefits.fixedPrice.title'), textKey: k('benefits.fixedPrice.text') },
        { titleKey: k('benefits.quality.title'), textKey: k('benefits.quality.text') },
        { titleKey: k('benefits.control.title'), textKey: k('benefits.control.text') },
      ],
    },
    callToAction(k, [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }]),
  ],
});
