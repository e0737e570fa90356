import type { PackageContent } from '../../authoring';
import { defineCompanyPage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, contactCta, hero, quoteCta } from '../../sections';
import { carePlanFeatures, type CarePlanId } from '../../../carePlanFeatures';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

// The features come from the one description of the care plans, shared with /lausnir/vefumsjon.
const plan = (id: CarePlanId, amount: number, popular?: boolean): PackageContent => ({
  id,
  nameKey: k(`plans.packages.${id}.name`),
  price: { amount, currency: 'ISK', vat: 'excluded', period: 'month' },
  descriptionKey: k(`plans.packages.${id}.description`),
  featureKeys: carePlanFeatures[id].map((name) => kIn(`plans.packages.${id}.features`, name)),
  ...(popular ? { popular } : {}),
  cta: { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' },
});

/**
 * /thjonustupakkar (spec section 2): four items included in all plans, three care plans, call to action.
 * Care plans per month excl. VAT (spec section 9): Basic 14,950 (10 GB, response within 24 h); Business
 * 29,950 (50 GB, 4 h, 2 h content management, popular); Enterprise 49,950 (100 GB, 1 h, 5 h content
 * management and 3 h custom development).
 */
export default defineCompanyPage<typeof is>({
  namespace: 'services',
  footer: { column: 'company', order: 5 },
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('included.title'),
      textKey: k('included.text'),
      items: [
        { icon: 'server', titleKey: k('included.items.hosting.title'), textKey: k('included.items.hosting.text') },
        { icon: 'shield', titleKey: k('included.items.updates.title'), textKey: k('included.items.updates.text') },
        { icon: 'refresh', titleKey: k('included.items.backups.title'), textKey: k('included.items.backups.text') },
        { icon: 'chart', titleKey: k('included.items.monitoring.title'), textKey: k('included.items.monitoring.text') },
      ],
    },
    {
      kind: 'packages',
      titleKey: k('plans.title'),
      textKey: k('plans.text'),
      packages: [
        plan('basic', 14_950),
        plan('business', 29_950, true),
        plan('enterprise', 49_950),
      ],
    },
    callToAction(k, [quoteCta(), contactCta()]),
  ],
});
