import type { FeatureItem, IconName, PageContent } from '../types';

const k = (path: string) => `solutions:booking.${path}`;

const features: readonly [string, IconName][] = [
  ['online', 'calendar'],
  ['payments', 'card'],
  ['reminders', 'mail'],
  ['calendarSync', 'refresh'],
  ['resources', 'users'],
  ['reports', 'chart'],
];

/** The six industry offers of the spec: car rental, hotels, hair salons, healthcare, fitness, restaurants. */
const industries: readonly [string, IconName][] = [
  ['carRental', 'globe'],
  ['hotels', 'star'],
  ['hairSalons', 'design'],
  ['healthcare', 'shield'],
  ['fitness', 'target'],
  ['restaurants', 'users'],
];

const cards = (group: string, list: readonly [string, IconName][]) =>
  list.map(([id, icon]): FeatureItem => ({
    icon,
    titleKey: k(`${group}.items.${id}.title`),
    textKey: k(`${group}.items.${id}.text`),
  }));

/** /lausnir/bokunarkerfi: six features, six industry offers and a call to action. */
export const page: PageContent = {
  path: '/lausnir/bokunarkerfi',
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
    { kind: 'features', titleKey: k('features.title'), textKey: k('features.text'), items: cards('features', features) },
    { kind: 'features', titleKey: k('industries.title'), textKey: k('industries.text'), items: cards('industries', industries) },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
