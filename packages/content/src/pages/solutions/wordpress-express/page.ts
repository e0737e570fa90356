import { orderLink } from '../../../forms/orderPackages';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;

const orderPath = orderLink('wordpress-express');

/** WordPress Express (spec section 2: two packages and four benefit blocks; figures from section 9). */
export default defineSolutionPage<typeof is>({
  order: 7,
  icon: 'speed',
  home: { order: 4 },
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }],
    },
    {
      kind: 'packages',
      titleKey: k('packages.title'),
      textKey: k('packages.text'),
      packages: [
        {
          id: 'wordpress-express',
          nameKey: k('packages.wordpressExpress.name'),
          price: { amount: 99950, currency: 'ISK', vat: 'excluded', period: 'once' },
          descriptionKey: k('packages.wordpressExpress.description'),
          featureKeys: [
            k('packages.wordpressExpress.features.pages'),
            k('packages.wordpressExpress.features.theme'),
            k('packages.wordpressExpress.features.responsive'),
            k('packages.wordpressExpress.features.contactForm'),
            k('packages.wordpressExpress.features.seo'),
            k('packages.wordpressExpress.features.training'),
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'wordpress-express') },
        },
        {
          id: 'woocommerce-express',
          nameKey: k('packages.woocommerceExpress.name'),
          price: { amount: 149950, currency: 'ISK', vat: 'excluded', period: 'once' },
          descriptionKey: k('packages.woocommerceExpress.description'),
          featureKeys: [
            k('packages.woocommerceExpress.features.pages'),
            k('packages.woocommerceExpress.features.shop'),
            k('packages.woocommerceExpress.features.payments'),
            k('packages.woocommerceExpress.features.products'),
            k('packages.woocommerceExpress.features.responsive'),
            k('packages.woocommerceExpress.features.training'),
          ],
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
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }],
    },
  ],
});
