import type { PageContent } from '../types';

const ns = 'solutions:email';
const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** E-mail (spec section 2: six features and three packages; section 9 gives no VAT rule for these prices). */
export const page: PageContent = {
  path: '/lausnir/tolvupostur',
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
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'features',
      titleKey: `${ns}.features.title`,
      textKey: `${ns}.features.text`,
      items: [
        { icon: 'globe', titleKey: `${ns}.features.domain.title`, textKey: `${ns}.features.domain.text` },
        { icon: 'shield', titleKey: `${ns}.features.spam.title`, textKey: `${ns}.features.spam.text` },
        { icon: 'responsive', titleKey: `${ns}.features.sync.title`, textKey: `${ns}.features.sync.text` },
        { icon: 'calendar', titleKey: `${ns}.features.calendar.title`, textKey: `${ns}.features.calendar.text` },
        { icon: 'refresh', titleKey: `${ns}.features.migration.title`, textKey: `${ns}.features.migration.text` },
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
          price: { amount: 990, currency: 'ISK', vat: 'unstated', period: 'month' },
          descriptionKey: `${ns}.packages.basic.description`,
          featureKeys: [
            `${ns}.packages.basic.features.storage`,
            `${ns}.packages.basic.features.domain`,
            `${ns}.packages.basic.features.spam`,
            `${ns}.packages.basic.features.webmail`,
          ],
          cta: choose,
        },
        {
          id: 'business',
          nameKey: `${ns}.packages.business.name`,
          price: { amount: 1990, currency: 'ISK', vat: 'unstated', period: 'month' },
          descriptionKey: `${ns}.packages.business.description`,
          featureKeys: [
            `${ns}.packages.business.features.storage`,
            `${ns}.packages.business.features.domain`,
            `${ns}.packages.business.features.spam`,
            `${ns}.packages.business.features.webmail`,
            `${ns}.packages.business.features.calendar`,
          ],
          popular: true,
          cta: choose,
        },
        {
          id: 'enterprise',
          nameKey: `${ns}.packages.enterprise.name`,
          price: { amount: 3990, currency: 'ISK', vat: 'unstated', period: 'month' },
          descriptionKey: `${ns}.packages.enterprise.description`,
          featureKeys: [
            `${ns}.packages.enterprise.features.storage`,
            `${ns}.packages.enterprise.features.domain`,
            `${ns}.packages.enterprise.features.spam`,
            `${ns}.packages.enterprise.features.webmail`,
            `${ns}.packages.enterprise.features.calendar`,
            `${ns}.packages.enterprise.features.archive`,
          ],
          cta: choose,
        },
      ],
    },
    {
      kind: 'cta',
      titleKey: `${ns}.cta.title`,
      textKey: `${ns}.cta.text`,
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
