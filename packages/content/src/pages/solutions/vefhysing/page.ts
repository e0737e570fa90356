import { orderLink } from '../../../forms/orderPackages';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;

const orderPath = orderLink('hosting');

/** Hosting (spec section 2: six features and three packages; figures of the hosting page from section 9). */
export default defineSolutionPage<typeof is>({
  order: 8,
  icon: 'server',
  home: { order: 5 },
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }],
    },
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: [
        { icon: 'speed', titleKey: k('features.speed.title'), textKey: k('features.speed.text') },
        { icon: 'server', titleKey: k('features.uptime.title'), textKey: k('features.uptime.text') },
        { icon: 'shield', titleKey: k('features.security.title'), textKey: k('features.security.text') },
        { icon: 'refresh', titleKey: k('features.backups.title'), textKey: k('features.backups.text') },
        { icon: 'mail', titleKey: k('features.email.title'), textKey: k('features.email.text') },
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
          price: { amount: 4990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.basic.description'),
          featureKeys: [
            k('packages.basic.features.disk'),
            k('packages.basic.features.traffic'),
            k('packages.basic.features.mailboxes'),
            k('packages.basic.features.ssl'),
            k('packages.basic.features.backups'),
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'basic') },
        },
        {
          id: 'business',
          nameKey: k('packages.business.name'),
          price: { amount: 9990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.business.description'),
          featureKeys: [
            k('packages.business.features.disk'),
            k('packages.business.features.traffic'),
            k('packages.business.features.mailboxes'),
            k('packages.business.features.ssl'),
            k('packages.business.features.backups'),
            k('packages.business.features.staging'),
          ],
          popular: true,
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'business') },
        },
        {
          id: 'enterprise',
          nameKey: k('packages.enterprise.name'),
          price: { amount: 24990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.enterprise.description'),
          featureKeys: [
            k('packages.enterprise.features.disk'),
            k('packages.enterprise.features.traffic'),
            k('packages.enterprise.features.mailboxes'),
            k('packages.enterprise.features.ssl'),
            k('packages.enterprise.features.backups'),
            k('packages.enterprise.features.priority'),
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'enterprise') },
        },
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
