import type { FeatureItem, IconName, PageContent } from '../types';

const k = (path: string) => `solutions:ai.${path}`;

const solutionCards: readonly [string, IconName][] = [
  ['chatbots', 'chat'],
  ['automation', 'refresh'],
  ['analytics', 'chart'],
  ['content', 'document'],
  ['search', 'search'],
  ['integration', 'plug'],
];

/** The three detailed offers, each with its seven features. */
const offers: readonly [string, IconName, readonly string[]][] = [
  ['assistant', 'chat', ['training', 'languages', 'availability', 'handover', 'leads', 'design', 'reports']],
  ['automation', 'refresh', ['mapping', 'email', 'documents', 'dataEntry', 'integrations', 'monitoring', 'training']],
  ['custom', 'ai', ['workshop', 'roadmap', 'data', 'models', 'privacy', 'integration', 'operation']],
];

/** /lausnir/gervigreind: six solution cards and three detailed offers with seven features each. */
export const page: PageContent = {
  path: '/lausnir/gervigreind',
  namespace: 'solutions',
  metaTitleKey: k('metaTitle'),
  metaDescriptionKey: k('metaDescription'),
  metaKeywordsKey: k('metaKeywords'),
  breadcrumbKey: k('breadcrumb'),
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'features',
      titleKey: k('solutions.title'),
      textKey: k('solutions.text'),
      items: solutionCards.map(([id, icon]): FeatureItem => ({
        icon,
        titleKey: k(`solutions.items.${id}.title`),
        textKey: k(`solutions.items.${id}.text`),
      })),
    },
    {
      kind: 'features',
      titleKey: k('offers.title'),
      textKey: k('offers.text'),
      items: offers.map(([id, icon, features]): FeatureItem => ({
        icon,
        titleKey: k(`offers.items.${id}.title`),
        textKey: k(`offers.items.${id}.text`),
        bulletKeys: features.map((feature) => k(`offers.items.${id}.features.${feature}`)),
      })),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
