import type { PageContent } from '../types';

const ns = 'solutions:siteManagement';
const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** Site management, the "Maintenance" solution (spec section 2: six features, three care packages, three specialist services). */
export const page: PageContent = {
  path: '/lausnir/vefumsjon',
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
      ctas: [
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' },
        { labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant: 'secondary' },
      ],
    },
    {
      kind: 'features',
      titleKey: `${ns}.features.title`,
      textKey: `${ns}.features.text`,
      items: [
        { icon: 'refresh', titleKey: `${ns}.features.updates.title`, textKey: `${ns}.features.updates.text` },
        { icon: 'shield', titleKey: `${ns}.features.security.title`, textKey: `${ns}.features.security.text` },
        { icon: 'cloud', titleKey: `${ns}.features.backups.title`, textKey: `${ns}.features.backups.text` },
        { icon: 'server', titleKey: `${ns}.features.monitoring.title`, textKey: `${ns}.features.monitoring.text` },
        { icon: 'chart', titleKey: `${ns}.features.reports.title`, textKey: `${ns}.features.reports.text` },
        { icon: 'document', titleKey: `${ns}.features.content.title`, textKey: `${ns}.features.content.text` },
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
          price: { amount: 14950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.basic.description`,
          featureKeys: [
            `${ns}.packages.basic.features.storage`,
            `${ns}.packages.basic.features.response`,
            `${ns}.packages.basic.features.updates`,
            `${ns}.packages.basic.features.backups`,
          ],
          cta: choose,
        },
        {
          id: 'business',
          nameKey: `${ns}.packages.business.name`,
          price: { amount: 29950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.business.description`,
          featureKeys: [
            `${ns}.packages.business.features.storage`,
            `${ns}.packages.business.features.response`,
            `${ns}.packages.business.features.content`,
            `${ns}.packages.business.features.updates`,
            `${ns}.packages.business.features.backups`,
          ],
          popular: true,
          cta: choose,
        },
        {
          id: 'enterprise',
          nameKey: `${ns}.packages.enterprise.name`,
          price: { amount: 49950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.enterprise.description`,
          featureKeys: [
            `${ns}.packages.enterprise.features.storage`,
            `${ns}.packages.enterprise.features.response`,
            `${ns}.packages.enterprise.features.content`,
            `${ns}.packages.enterprise.features.development`,
            `${ns}.packages.enterprise.features.updates`,
            `${ns}.packages.enterprise.features.backups`,
          ],
          cta: choose,
        },
      ],
    },
    {
      kind: 'features',
      titleKey: `${ns}.specialist.title`,
      textKey: `${ns}.specialist.text`,
      items: [
        { icon: 'shield', titleKey: `${ns}.specialist.securityAudit.title`, textKey: `${ns}.specialist.securityAudit.text` },
        { icon: 'speed', titleKey: `${ns}.specialist.performance.title`, textKey: `${ns}.specialist.performance.text` },
        { icon: 'globe', titleKey: `${ns}.specialist.migration.title`, textKey: `${ns}.specialist.migration.text` },
      ],
    },
    {
      kind: 'cta',
      titleKey: `${ns}.cta.title`,
      textKey: `${ns}.cta.text`,
      ctas: [
        { labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant: 'primary' },
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'secondary' },
      ],
    },
  ],
};
