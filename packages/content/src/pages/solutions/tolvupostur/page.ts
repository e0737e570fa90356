import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** E-mail (spec section 2: six features and three packages; section 9 gives no VAT rule for these prices). */
export default defineSolutionPage<typeof is>({
  order: 9,
  menu: { group: 'care', order: 2 },
  icon: 'mail',
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: [
        { icon: 'globe', titleKey: k('features.domain.title'), textKey: k('features.domain.text') },
        { icon: 'shield', titleKey: k('features.spam.title'), textKey: k('features.spam.text') },
        { icon: 'responsive', titleKey: k('features.sync.title'), textKey: k('features.sync.text') },
        { icon: 'calendar', titleKey: k('features.calendar.title'), textKey: k('features.calendar.text') },
        { icon: 'refresh', titleKey: k('features.migration.title'), textKey: k('features.migration.text') },
        { icon: 'support', titleKey: k('features.support.title'), textKey: k('features.support.text') },
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
          price: { amount: 990, currency: 'ISK', vat: 'unstated', period: 'month' },
          descriptionKey: k('packages.basic.description'),
          featureKeys: [
            k('packages.basic.features.storage'),
            k('packages.basic.features.domain'),
            k('packages.basic.features.spam'),
            k('packages.basic.features.webmail'),
          ],
          cta: choose,
        },
        {
          id: 'business',
          nameKey: k('packages.business.name'),
          price: { amount: 1990, currency: 'ISK', vat: 'unstated', period: 'month' },
          descriptionKey: k('packages.business.description'),
          featureKeys: [
            k('packages.business.features.storage'),
            k('packages.business.features.domain'),
            k('packages.business.features.spam'),
            k('packages.business.features.webmail'),
            k('packages.business.features.calendar'),
          ],
          popular: true,
          cta: choose,
        },
        {
          id: 'enterprise',
          nameKey: k('packages.enterprise.name'),
          price: { amount: 3990, currency: 'ISK', vat: 'unstated', period: 'month' },
          descriptionKey: k('packages.enterprise.description'),
          featureKeys: [
            k('packages.enterprise.features.storage'),
            k('packages.enterprise.features.domain'),
            k('packages.enterprise.features.spam'),
            k('packages.enterprise.features.webmail'),
            k('packages.enterprise.features.calendar'),
            k('packages.enterprise.features.archive'),
          ],
          cta: choose,
        },
      ],
    },
    callToAction(k),
  ],
});
