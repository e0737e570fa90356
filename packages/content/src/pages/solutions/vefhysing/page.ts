import { orderLink } from '../../../forms/orderPackages';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

const orderPath = orderLink('hosting');

/** Hosting (spec section 2: six features and three packages; figures of the hosting page from section 9). */
export default defineSolutionPage<typeof is>({
  order: 8,
  menu: { group: 'care', order: 1 },
  orderForm: 'hosting',
  icon: 'server',
  home: { order: 5 },
  sections: [
    hero(k, [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }]),
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
          nameKey: 'solutions:order.packages.hostingBasic.name',
          price: { amount: 4990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: 'solutions:order.packages.hostingBasic.description',
          featureKeys: [
            'solutions:order.packages.hostingBasic.features.disk',
            'solutions:order.packages.hostingBasic.features.traffic',
            k('packages.basic.features.mailboxes'),
            'solutions:order.packages.hostingBasic.features.ssl',
            'solutions:order.packages.hostingBasic.features.backups',
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'basic') },
        },
        {
          id: 'business',
          nameKey: 'solutions:order.packages.hostingBusiness.name',
          price: { amount: 9990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: 'solutions:order.packages.hostingBusiness.description',
          featureKeys: [
            'solutions:order.packages.hostingBusiness.features.disk',
            'solutions:order.packages.hostingBusiness.features.traffic',
            k('packages.business.features.mailboxes'),
            'solutions:order.packages.hostingBusiness.features.ssl',
            'solutions:order.packages.hostingBusiness.features.backups',
            'solutions:order.packages.hostingBusiness.features.staging',
          ],
          popular: true,
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'business') },
        },
        {
          id: 'enterprise',
          nameKey: 'solutions:order.packages.hostingEnterprise.name',
          price: { amount: 24990, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: 'solutions:order.packages.hostingEnterprise.description',
          featureKeys: [
            'solutions:order.packages.hostingEnterprise.features.disk',
            'solutions:order.packages.hostingEnterprise.features.traffic',
            k('packages.enterprise.features.mailboxes'),
            'solutions:order.packages.hostingEnterprise.features.ssl',
            'solutions:order.packages.hostingEnterprise.features.backups',
            'solutions:order.packages.hostingEnterprise.features.priority',
          ],
          cta: { labelKey: 'common:labels.cta.orderNow', to: orderLink('hosting', 'enterprise') },
        },
      ],
    },
    callToAction(k, [{ labelKey: 'common:labels.cta.orderNow', to: orderPath, variant: 'primary' }]),
  ],
});
