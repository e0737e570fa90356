import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** Chat with AI (spec section 2: six feature cards, three packages, four benefits, call to action). */
export default defineSolutionPage<typeof is>({
  order: 11,
  menu: { group: 'ai', order: 2 },
  icon: 'chat',
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: [
        { icon: 'chat', titleKey: k('features.liveChat.title'), textKey: k('features.liveChat.text') },
        { icon: 'ai', titleKey: k('features.aiBot.title'), textKey: k('features.aiBot.text') },
        { icon: 'support', titleKey: k('features.handover.title'), textKey: k('features.handover.text') },
        { icon: 'globe', titleKey: k('features.languages.title'), textKey: k('features.languages.text') },
        { icon: 'plug', titleKey: k('features.integrations.title'), textKey: k('features.integrations.text') },
        { icon: 'chart', titleKey: k('features.insights.title'), textKey: k('features.insights.text') },
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
            k('packages.basic.features.agents'),
            k('packages.basic.features.widget'),
            k('packages.basic.features.history'),
            k('packages.basic.features.devices'),
          ],
          cta: choose,
        },
        {
          id: 'business',
          nameKey: k('packages.business.name'),
          price: { amount: 29950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: k('packages.business.description'),
          featureKeys: [
            k('packages.business.features.agents'),
            k('packages.business.features.aiBot'),
            k('packages.business.features.widget'),
            k('packages.business.features.history'),
            k('packages.business.features.reports'),
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
            k('packages.enterprise.features.agents'),
            k('packages.enterprise.features.aiBot'),
            k('packages.enterprise.features.training'),
            k('packages.enterprise.features.integrations'),
            k('packages.enterprise.features.priority'),
          ],
          cta: choose,
        },
      ],
    },
    {
      kind: 'benefits',
      titleKey: k('benefits.title'),
      items: [
        { titleKey: k('benefits.availability.title'), textKey: k('benefits.availability.text') },
        { titleKey: k('benefits.sales.title'), textKey: k('benefits.sales.text') },
        { titleKey: k('benefits.savings.title'), textKey: k('benefits.savings.text') },
        { titleKey: k('benefits.satisfaction.title'), textKey: k('benefits.satisfaction.text') },
      ],
    },
    callToAction(k),
  ],
});
