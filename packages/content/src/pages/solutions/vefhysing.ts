import { orderLink } from '../../forms/orderPackages';
import type { PageContent } from '../types';

const ns = 'solutions:hosting';
const orderPath = orderLink('hosting');

/** Hosting (spec section 2: six features and three packages; figures of the hosting page from section 9). */
export const page: PageContent = {
  path: '/lausnir/vefhysing',
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
      kind: 'features',
      titleKey: `${ns}.features.title`,
      textKey: `${ns}.features.text`,
      items: [
        { icon: 'speed', titleKey: `${ns}.features.speed.title`, textKey: `${ns}.features.speed.text` },
        { icon: 'server', titleKey: `${ns}.features.uptime.title`, textKey: `${ns}.features.uptime.text` },
        { icon: 'shield', titleKey: `${ns}.features.security.title`, textKey: `${ns}.features.security.text` },
        { icon: 'refresh', titleKey: `${ns}.features.backups.title`, textKey: `${ns}.features.backups.text` },
        { icon: 'mail', titleKey: `${ns}.features.email.title`, textKey: `${ns}.features.email.text` },
        { icon: 'support', titleKey: `${ns}.features.support.title`, textKey: `${ns}.features.support.text` },
      ],
    },
    {
      kind: 'packages',
      titleKey: `${ns}.packages.title`,
      textKey: `${ns}.packages.text`,
      packages: [
        {
          id: 'basic',
          nameKey: `${ns}.packages.basic.name`,
          price: { amount: 4990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.basic.description`,
          featureKeys: [
            `${ns}.packages.basic.features.disk`,
            `${ns}.packages.basic.features.traffic`,
            `${ns}.packages.basic.features.mailboxes`,
            `${ns}.packages.basic.features.ssl`,
            `${ns}.packages.basic.features.backups`,
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'basic') },
        },
        {
          id: 'business',
          nameKey: `${ns}.packages.business.name`,
          price: { amount: 9990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.business.description`,
          featureKeys: [
            `${ns}.packages.business.features.disk`,
            `${ns}.packages.business.features.traffic`,
            `${ns}.packages.business.features.mailboxes`,
            `${ns}.packages.business.features.ssl`,
            `${ns}.packages.business.features.backups`,
            `${ns}.packages.business.features.staging`,
          ],
          popular: true,
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'business') },
        },
        {
          id: 'enterprise',
          nameKey: `${ns}.packages.enterprise.name`,
          price: { amount: 24990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.enterprise.description`,
          featureKeys: [
            `${ns}.packages.enterprise.features.disk`,
            `${ns}.packages.enterprise.features.traffic`,
            `${ns}.packages.enterprise.features.mailboxes`,
            `${ns}.packages.enterprise.features.ssl`,
            `${ns}.packages.enterprise.features.backups`,
            `${ns}.packages.enterprise.features.priority`,
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'enterprise') },
        },
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
