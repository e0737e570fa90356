import type { FeatureItem, IconName, PackageContent, PageContent, Price } from '../types';

const k = (key: string) => `services:marketing.${key}`;

const features: readonly [string, IconName][] = [
  ['social', 'users'],
  ['ads', 'target'],
  ['content', 'document'],
  ['email', 'mail'],
  ['strategy', 'lightbulb'],
  ['reporting', 'chart'],
];

/** Spec section 9: marketing packages per month, VAT not stated. */
const monthly = (amount: number): Price => ({ amount, currency: 'ISK', vat: 'unstated', period: 'month' });

const packages: readonly { id: string; price: Price; features: readonly string[]; popular?: boolean }[] = [
  { id: 'basic', price: monthly(89950), features: ['posts', 'channels', 'calendar', 'report'] },
  { id: 'pro', price: monthly(149950), features: ['posts', 'channels', 'ads', 'newsletter', 'report'], popular: true },
  { id: 'enterprise', price: monthly(249950), features: ['posts', 'channels', 'campaigns', 'video', 'manager'] },
];

/** /thjonusta/markadssetning: six cards, three monthly packages, call to action. */
export const page: PageContent = {
  path: '/thjonusta/markadssetning',
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
      kind: 'packages',
      titleKey: k('packages.title'),
      textKey: k('packages.text'),
      packages: packages.map(
        ({ id, price, features: featureIds, popular }): PackageContent => ({
          id,
          nameKey: k(`packages.items.${id}.name`),
          price,
          descriptionKey: k(`packages.items.${id}.description`),
          featureKeys: featureIds.map((feature) => k(`packages.items.${id}.features.${feature}`)),
          ...(popular ? { popular } : {}),
          cta: { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: popular ? 'primary' : 'secondary' },
        }),
      ),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
