import type { PageContent } from '../types';

const s = (path: string) => `about:company.${path}`;

/**
 * /fyrirtaekid (spec section 2): title, history, four values (innovation, trust, excellence, technology),
 * stats (founded 2006, 3 locations, 24/7 service, 500+ clients), milestones 2006, 2010, 2015, 2020, 2023.
 */
export const page: PageContent = {
  path: '/fyrirtaekid',
  namespace: 'about',
  metaTitleKey: s('metaTitle'),
  metaDescriptionKey: s('metaDescription'),
  metaKeywordsKey: s('metaKeywords'),
  breadcrumbKey: s('breadcrumb'),
  sections: [
    { kind: 'hero', titleKey: s('hero.title'), textKey: s('hero.text') },
    {
      kind: 'text',
      titleKey: s('history.title'),
      paragraphKeys: [s('history.paragraphs.founding'), s('history.paragraphs.copenhagen'), s('history.paragraphs.barcelona')],
    },
    {
      kind: 'values',
      titleKey: s('values.title'),
      items: [
        { icon: 'lightbulb', titleKey: s('values.items.innovation.title'), textKey: s('values.items.innovation.text') },
        { icon: 'shield', titleKey: s('values.items.trust.title'), textKey: s('values.items.trust.text') },
        { icon: 'star', titleKey: s('values.items.excellence.title'), textKey: s('values.items.excellence.text') },
        { icon: 'code', titleKey: s('values.items.technology.title'), textKey: s('values.items.technology.text') },
      ],
    },
    {
      kind: 'stats',
      items: [
        { value: '2006', labelKey: s('stats.founded') },
        { value: '3', labelKey: s('stats.locations') },
        { value: '24/7', labelKey: s('stats.service') },
        { value: '500+', labelKey: s('stats.clients') },
      ],
    },
    {
      kind: 'timeline',
      titleKey: s('timeline.title'),
      items: ([2006, 2010, 2015, 2020, 2023] as const).map((year) => ({
        year,
        titleKey: s(`timeline.items.y${year}.title`),
        textKey: s(`timeline.items.y${year}.text`),
      })),
    },
    {
      kind: 'cta',
      titleKey: s('cta.title'),
      textKey: s('cta.text'),
      ctas: [
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' },
        { labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant: 'secondary' },
      ],
    },
  ],
};
