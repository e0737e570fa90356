import type { FeatureItem, IconName, PackageContent, PageContent, Price } from '../types';

const k = (key: string) => `services:seo.${key}`;

const features: readonly [string, IconName][] = [
  ['audit', 'search'],
  ['keywords', 'target'],
  ['content', 'document'],
  ['onPage', 'code'],
  ['local', 'globe'],
  ['links', 'plug'],
];

/** Spec section 9: SEO packages per month, VAT not stated. */
const monthly = (amount: number): Price => ({ amount, currency: 'ISK', vat: 'unstated', period: 'month' });

const packages: readonly { id: string; price: Price; features: readonly string[]; popular?: boolean }[] = [
  { id: 'basic', price: monthly(49950), features: ['hours', 'audit', 'keywords', 'report'] },
  { id: 'pro', price: monthly(89950), features: ['hours', 'keywords', 'links', 'local', 'report'], popular: true },
  { id: 'enterprise', price: monthly(149950), features: ['hours', 'keywords', 'links', 'international', 'manager'] },
];

/** /thjonusta/leitarvelabestun: six cards, three monthly packages, call to action. */
export const page: PageContent = {
  path: '/thjonusta/leitarvelabestun',
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
