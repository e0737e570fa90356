import { orderLink } from '../../forms/orderPackages';
import type { PageContent } from '../types';

const ns = 'solutions:wordpressExpress';
const orderPath = orderLink('wordpress-express');

/** WordPress Express (spec section 2: two packages and four benefit blocks; figures from section 9). */
export const page: PageContent = {
  path: '/lausnir/wordpress-express',
  namespace: 'solutions',
  metaTitleKey: `${ns}.metaTitle`,
  metaDescriptionKey: `${ns}.metaDescription`,
  metaKeywordsKey: `${ns}.metaKeywords`,
  breadcrumbKey: `${ns}.breadcrumb`,
  sections: [
    {
      kind: 'hero',
      titleKey: `${ns}.hero.title`,
      textKey: `${ns}.hero.text`,
      ctas: [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }],
    },
    {
      kind: 'packages',
      titleKey: `${ns}.packages.title`,
      textKey: `${ns}.packages.text`,
      packages: [
        {
          id: 'wordpress-express',
          nameKey: `${ns}.packages.wordpressExpress.name`,
          price: { amount: 99950, currency: 'ISK', vat: 'excluded', period: 'once' },
          descriptionKey: `${ns}.packages.wordpressExpress.description`,
          featureKeys: [
            `${ns}.packages.wordpressExpress.features.pages`,
            `${ns}.packages.wordpressExpress.features.theme`,
            `${ns}.packages.wordpressExpress.features.responsive`,
            `${ns}.packages.wordpressExpress.features.contactForm`,
            `${ns}.packages.wordpressExpress.features.seo`,
            `${ns}.packages.wordpressExpress.features.training`,
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'wordpress-express') },
        },
        {
          id: 'woocommerce-express',
          nameKey: `${ns}.packages.woocommerceExpress.name`,
          price: { amount: 149950, currency: 'ISK', vat: 'excluded', period: 'once' },
          descriptionKey: `${ns}.packages.woocommerceExpress.description`,
          featureKeys: [
            `${ns}.packages.woocommerceExpress.features.pages`,
            `${ns}.packages.woocommerceExpress.features.shop`,
            `${ns}.packages.woocommerceExpress.features.payments`,
            `${ns}.packages.woocommerceExpress.features.products`,
            `${ns}.packages.woocommerceExpress.features.responsive`,
            `${ns}.packages.woocommerceExpress.features.training`,
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('wordpress-express', 'woocommerce-express') },
        },
      ],
    },
    {
      kind: 'benefits',
      titleKey: `${ns}.benefits.title`,
      items: [
        { titleKey: `${ns}.benefits.fast.title`, textKey: `${ns}.benefits.fast.text` },
        { titleKey: `${ns}.benefits.fixedPrice.title`, textKey: `${ns}.benefits.fixedPrice.text` },
        { titleKey: `${ns}.benefits.quality.title`, textKey: `${ns}.benefits.quality.text` },
        { titleKey: `${ns}.benefits.control.title`, textKey: `${ns}.benefits.control.text` },
      ],
    },
    {
      kind: 'cta',
      titleKey: `${ns}.cta.title`,
      textKey: `${ns}.cta.text`,
      ctas: [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }],
    },
  ],
};
