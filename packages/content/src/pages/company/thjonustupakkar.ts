import type { PackageContent, PageContent } from '../types';

const s = (path: string) => `services:servicePackages.${path}`;

const plan = (
  id: 'basic' | 'business' | 'enterprise',
  amount: number,
  features: readonly string[],
  popular?: boolean,
): PackageContent => ({
  id,
  nameKey: s(`plans.packages.${id}.name`),
  price: { amount, currency: 'ISK', vat: 'excluded', period: 'month' },
  descriptionKey: s(`plans.packages.${id}.description`),
  featureKeys: features.map((name) => s(`plans.packages.${id}.features.${name}`)),
  ...(popular ? { popular } : {}),
  cta: { labelKey: 'common:labels.cta.choosePackage', to: '/fa-tilbod' },
});

/**
 * /thjonustupakkar (spec section 2): four items included in all plans, three care plans, call to action.
 * Care plans per month excl. VAT (spec section 9): Basic 14,950 (10 GB, response within 24 h); Business
 * 29,950 (50 GB, 4 h, 2 h content management, popular); Enterprise 49,950 (100 GB, 1 h, 5 h content
 * management and 3 h custom development).
 */
export const page: PageContent = {
  path: '/thjonustupakkar',
  namespace: 'services',
  metaTitleKey: s('metaTitle'),
  metaDescriptionKey: s('metaDescription'),
  metaKeywordsKey: s('metaKeywords'),
  breadcrumbKey: s('breadcrumb'),
  sections: [
    {
      kind: 'hero',
      titleKey: s('hero.title'),
      textKey: s('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'features',
      titleKey: s('included.title'),
      textKey: s('included.text'),
      items: [
        { icon: 'server', titleKey: s('included.items.hosting.title'), textKey: s('included.items.hosting.text') },
        { icon: 'shield', titleKey: s('included.items.updates.title'), textKey: s('included.items.updates.text') },
        { icon: 'refresh', titleKey: s('included.items.backups.title'), textKey: s('included.items.backups.text') },
        { icon: 'chart', titleKey: s('included.items.monitoring.title'), textKey: s('included.items.monitoring.text') },
      ],
    },
    {
      kind: 'packages',
      titleKey: s('plans.title'),
      textKey: s('plans.text'),
      packages: [
        plan('basic', 14_950, ['storage', 'response', 'updates', 'report']),
        plan('business', 29_950, ['storage', 'response', 'content', 'updates', 'speed'], true),
        plan('enterprise', 49_950, ['storage', 'response', 'content', 'development', 'contact']),
      ],
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
