import type { FeatureItem, IconName, PageContent } from '../types';

const k = (key: string) => `services:webDevelopment.${key}`;

const features: readonly [string, IconName][] = [
  ['responsive', 'responsive'],
  ['seo', 'search'],
  ['fast', 'speed'],
  ['secure', 'shield'],
  ['custom', 'design'],
  ['support', 'support'],
];

/** Platform cards; each bullet is a key, technology names sit inside the translated bullet text. */
const platforms: readonly [string, IconName, readonly string[]][] = [
  ['open', 'globe', ['wordpress', 'woocommerce', 'plugins']],
  ['headless', 'cloud', ['cms', 'frontend', 'channels']],
  ['databases', 'server', ['relational', 'document', 'backups']],
];

/** /thjonusta/vefsidugerd: six feature cards, three platform cards with bullets, call to action. */
export const page: PageContent = {
  path: '/thjonusta/vefsidugerd',
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
      kind: 'features',
      titleKey: k('platforms.title'),
      textKey: k('platforms.text'),
      items: platforms.map(
        ([id, icon, bullets]): FeatureItem => ({
          icon,
          titleKey: k(`platforms.items.${id}.title`),
          textKey: k(`platforms.items.${id}.text`),
          bulletKeys: bullets.map((bullet) => k(`platforms.items.${id}.bullets.${bullet}`)),
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
