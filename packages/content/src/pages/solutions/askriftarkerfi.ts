import type { FeatureItem, IconName, PageContent } from '../types';

const k = (path: string) => `solutions:subscription.${path}`;

const features: readonly [string, IconName][] = [
  ['billing', 'card'],
  ['plans', 'refresh'],
  ['portal', 'users'],
  ['invoices', 'document'],
  ['analytics', 'chart'],
];

/** /lausnir/askriftarkerfi: five features and a call to action. */
export const page: PageContent = {
  path: '/lausnir/askriftarkerfi',
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
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: features.map(([id, icon]): FeatureItem => ({
        icon,
        titleKey: k(`features.items.${id}.title`),
        textKey: k(`features.items.${id}.text`),
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
