import type { PackageContent } from '../../authoring';
import { defineSolutionPage, ownKey, ownKeyIn } from '../../authoring';
import { carePlanFeatures, type CarePlanId } from '../../../carePlanFeatures';
import type { is } from './is';
import { callToAction, contactCta, hero, quoteCta } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** A care plan with the features of the plans' one description, shared with /thjonustupakkar. */
const plan = (id: CarePlanId, amount: number, popular?: boolean): PackageContent => ({
  id,
  nameKey: k(`packages.${id}.name`),
  price: { amount, currency: 'ISK', vat: 'excluded', period: 'month' },
  descriptionKey: k(`packages.${id}.description`),
  featureKeys: carePlanFeatures[id].map((name) => kIn(`packages.${id}.features`, name)),
  ...(popular ? { popular } : {}),
  cta: choose,
});

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
      packages: [plan('basic', 14_950), plan('business', 29_950, true), plan('enterprise', 49_950)],
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
