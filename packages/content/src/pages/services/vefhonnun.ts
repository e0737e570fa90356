import type { FeatureItem, IconName, PageContent } from '../types';

const k = (key: string) => `services:webDesign.${key}`;

const features: readonly [string, IconName][] = [
  ['ux', 'users'],
  ['ui', 'design'],
  ['responsive', 'responsive'],
  ['brand', 'star'],
  ['accessibility', 'check'],
  ['prototypes', 'lightbulb'],
];

const steps = ['discovery', 'wireframes', 'design', 'handover'] as const;

/** /thjonusta/vefhonnun: feature cards, a four-step process with an image, call to action. */
export const page: PageContent = {
  path: '/thjonusta/vefhonnun',
  namespace: 'services',
  metaTitleKey: k('metaTitle'),
  metaDescriptionKey: k('metaDescription'),
  metaKeywordsKey: k('metaKeywords'),
  breadcrumbKey: k('breadcrumb'),
  showsLoadingUntilReady: true,
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
      textKey: k('process.text'),
      steps: steps.map((id) => ({ titleKey: k(`process.steps.${id}.title`), textKey: k(`process.steps.${id}.text`) })),
      // The image file itself is drawn by the site (apps/site/public/images/process-design.svg).
      image: { src: '/images/process-design.svg', altKey: k('process.imageAlt'), width: 640, height: 480 },
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
