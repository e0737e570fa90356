import type { PageContent } from '../types';

const ns = 'solutions:chat';
const choose = { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' } as const;

/** Chat with AI (spec section 2: six feature cards, three packages, four benefits, call to action). */
export const page: PageContent = {
  path: '/lausnir/netspjall',
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
        { icon: 'chat', titleKey: `${ns}.features.liveChat.title`, textKey: `${ns}.features.liveChat.text` },
        { icon: 'ai', titleKey: `${ns}.features.aiBot.title`, textKey: `${ns}.features.aiBot.text` },
        { icon: 'support', titleKey: `${ns}.features.handover.title`, textKey: `${ns}.features.handover.text` },
        { icon: 'globe', titleKey: `${ns}.features.languages.title`, textKey: `${ns}.features.languages.text` },
        { icon: 'plug', titleKey: `${ns}.features.integrations.title`, textKey: `${ns}.features.integrations.text` },
        { icon: 'chart', titleKey: `${ns}.features.insights.title`, textKey: `${ns}.features.insights.text` },
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
            `${ns}.packages.basic.features.agents`,
            `${ns}.packages.basic.features.widget`,
            `${ns}.packages.basic.features.history`,
            `${ns}.packages.basic.features.devices`,
          ],
          cta: choose,
        },
        {
          id: 'business',
          nameKey: `${ns}.packages.business.name`,
          price: { amount: 29950, currency: 'ISK', vat: 'excluded', period: 'month' },
          descriptionKey: `${ns}.packages.business.description`,
          featureKeys: [
            `${ns}.packages.business.features.agents`,
            `${ns}.packages.business.features.aiBot`,
            `${ns}.packages.business.features.widget`,
            `${ns}.packages.business.features.history`,
            `${ns}.packages.business.features.reports`,
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
            `${ns}.packages.enterprise.features.agents`,
            `${ns}.packages.enterprise.features.aiBot`,
            `${ns}.packages.enterprise.features.training`,
            `${ns}.packages.enterprise.features.integrations`,
            `${ns}.packages.enterprise.features.priority`,
          ],
          cta: choose,
        },
      ],
    },
    {
      kind: 'benefits',
      titleKey: `${ns}.benefits.title`,
      items: [
        { titleKey: `${ns}.benefits.availability.title`, textKey: `${ns}.benefits.availability.text` },
        { titleKey: `${ns}.benefits.sales.title`, textKey: `${ns}.benefits.sales.text` },
        { titleKey: `${ns}.benefits.savings.title`, textKey: `${ns}.benefits.savings.text` },
        { titleKey: `${ns}.benefits.satisfaction.title`, textKey: `${ns}.benefits.satisfaction.text` },
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
