import type { IconName, PageContent, SitePath } from '../types';

const k = (key: string) => `services:overview.${key}`;

/** The eight service pages, in the order of the spec's service list. */
const services: readonly { id: string; icon: IconName; to: SitePath }[] = [
  { id: 'webDevelopment', icon: 'globe', to: '/thjonusta/vefsidugerd' },
  { id: 'webDesign', icon: 'design', to: '/thjonusta/vefhonnun' },
  { id: 'programming', icon: 'code', to: '/thjonusta/vefthroun' },
  { id: 'consulting', icon: 'lightbulb', to: '/thjonusta/radgjof' },
  { id: 'marketing', icon: 'target', to: '/thjonusta/markadssetning' },
  { id: 'seo', icon: 'search', to: '/thjonusta/leitarvelabestun' },
  { id: 'analytics', icon: 'chart', to: '/thjonusta/greiningar' },
  { id: 'maintenance', icon: 'shield', to: '/thjonusta/vidhald' },
];

/** /thjonusta: eight cards linking to the service pages and a call to action to the quote form. */
export const page: PageContent = {
  path: '/thjonusta',
  namespace: 'services',
  metaTitleKey: k('metaTitle'),
  metaDescriptionKey: k('metaDescription'),
  metaKeywordsKey: k('metaKeywords'),
  breadcrumbKey: k('breadcrumb'),
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    {
      kind: 'links',
      titleKey: k('links.title'),
      textKey: k('links.text'),
      items: services.map(({ id, icon, to }) => ({
        icon,
        titleKey: k(`links.items.${id}.title`),
        textKey: k(`links.items.${id}.text`),
        to,
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
