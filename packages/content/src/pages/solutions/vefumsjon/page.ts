import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, contactCta, hero, quoteCta } from '../../sections';

const k = ownKey<typeof is>;

const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** Site management, the "Maintenance" solution (spec section 2: six features, three care packages, three specialist services). */
export default defineSolutionPage<typeof is>({
  order: 10,
  menu: { group: 'care', order: 3 },
  icon: 'wrench',
  sections: [
    hero(k, [quoteCta(), contactCta()]),
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: [
        { icon: 'refresh', titleKey: k('features.updates.title'), textKey: k('features.updates.text') },
        { icon: 'shield', titleKey: k('features.security.title'), textKey: k('features.security.text') },
        { icon: 'cloud', titleKey: k('features.backups.title'), textKey: k('features.backups.text') },
        { icon: 'server', titleKey: k('features.monitoring.title'), textKey: k('features.monitoring.text') },
        { icon: 'chart', titleKey: k('features.reports.title'), textKey: k('features.reports.text') },
        { icon: 'document', titleKey: k('features.content.title'), textKey: k('features.content.text') },
      ],
    },
    {
      kind: 'packages',
      titleKey: k('packages.title'),
      textKey: k('packages.text'),
      packages: [
        {
          id: 'basic',
          nameKey: k('packages.basic.name'),
          price: { amount: 14950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.basic.description'),
          featureKeys: [
            k('packages.basic.features.storage'),
            k('packages.basic.features.response'),
            k('packages.basic.features.updates'),
            k('packages.basic.features.backups'),
          ],
          cta: choose,
        },
        {
          id: 'business',
          nameKey: k('packages.business.name'),
          price: { amount: 29950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.business.description'),
          featureKeys: [
            k('packages.business.features.storage'),
            k('packages.business.features.response'),
            k('packages.business.features.content'),
            k('packages.business.features.updates'),
            k('packages.business.features.backups'),
          ],
          popular: true,
          cta: choose,
        },
        {
          id: 'enterprise',
          nameKey: k('packages.enterprise.name'),
          price: { amount: 49950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.enterprise.description'),
          featureKeys: [
            k('packages.enterprise.features.storage'),
            k('packages.enterprise.features.response'),
            k('packages.enterprise.features.content'),
            k('packages.enterprise.features.development'),
            k('packages.enterprise.features.updates'),
            k('packages.enterprise.features.backups'),
          ],
          cta: choose,
        },
      ],
    },
    {
      kind: 'features',
      titleKey: k('specialist.title'),
      textKey: k('specialist.text'),
      items: [
        { icon: 'shield', titleKey: k('specialist.securityAudit.title'), textKey: k('specialist.securityAudit.text') },
        { icon: 'speed', titleKey: k('specialist.performance.title'), textKey: k('specialist.performance.text') },
        { icon: 'globe', titleKey: k('specialist.migration.title'), textKey: k('specialist.migration.text') },
      ],
    },
    callToAction(k, [contactCta('primary'), quoteCta('secondary')]),
  ],
});
