import type { FeatureItem, IconName, PageContent } from '../types';

const k = (key: string) => `services:analytics.${key}`;

const features: readonly [string, IconName][] = [
  ['tracking', 'plug'],
  ['dashboards', 'chart'],
  ['conversions', 'target'],
  ['behavior', 'users'],
  ['reports', 'document'],
  ['testing', 'refresh'],
];

/** The spec's four steps: data collection, analysis, reporting, follow-up. */
const steps = ['collection', 'analysis', 'reporting', 'followUp'] as const;

/** /thjonusta/greiningar: six cards, four steps, a call to action to contact or get a quote. */
export const page: PageContent = {
  path: '/thjonusta/greiningar',
  namespace: 'services',
  metaTitleKey: k('metaTitle'),
  metaDescriptionKey: k('metaDescription'),
  metaKeywordsKey: k('metaKeywords'),
  breadcrumbKey: k('breadcrumb'),
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    {
      kind: 'features',
      titleKey: k('features.title'),
      items: features.map(
        ([id, icon]): FeatureItem => ({ icon, titleKey: k(`features.items.${id}.title`), textKey: k(`features.items.${id}.text`) }),
      ),
    },
    {
      kind: 'process',
      titleKey: k('process.title'),
      steps: steps.map((id) => ({ titleKey: k(`process.steps.${id}.title`), textKey: k(`process.steps.${id}.text`) })),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [
        { labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant: 'primary' },
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'secondary' },
      ],
    },
  ],
};
