import type { FeatureItem, IconName, PageContent } from '../types';

const k = (path: string) => `solutions:pos.${path}`;

const features: readonly [string, IconName][] = [
  ['checkout', 'cart'],
  ['payments', 'card'],
  ['inventory', 'server'],
  ['webshop', 'refresh'],
  ['reports', 'chart'],
  ['locations', 'users'],
];

const benefits = ['time', 'overview', 'loyalty', 'growth'] as const;

/** /lausnir/kassakerfi: six features, four benefit blocks and a call to action. */
export const page: PageContent = {
  path: '/lausnir/kassakerfi',
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
      kind: 'benefits',
      titleKey: k('benefits.title'),
      items: benefits.map((id) => ({ titleKey: k(`benefits.items.${id}.title`), textKey: k(`benefits.items.${id}.text`) })),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
