import type { FeatureItem, IconName, PageContent } from '../types';

const k = (key: string) => `services:programming.${key}`;

const features: readonly [string, IconName][] = [
  ['webApps', 'code'],
  ['integrations', 'plug'],
  ['portals', 'users'],
  ['performance', 'speed'],
  ['quality', 'check'],
];

/** Technology names are the same in every language, so they are values, not keys. */
const techGroups: readonly [string, readonly string[]][] = [
  ['frontend', ['React', 'Next.js', 'Vue.js', 'TypeScript', 'Astro']],
  ['backend', ['Node.js', 'PHP', 'Python', 'GraphQL', 'REST']],
  ['database', ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Supabase']],
];

const steps = ['requirements', 'architecture', 'development', 'launch'] as const;
const benefits = ['fit', 'ownership', 'scalability', 'integration', 'security', 'advantage'] as const;

/** /thjonusta/vefthroun: five features, technology lists, four-step process, six benefits, call to action. */
export const page: PageContent = {
  path: '/thjonusta/vefthroun',
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
      kind: 'techLists',
      titleKey: k('tech.title'),
      groups: techGroups.map(([id, items]) => ({ titleKey: k(`tech.groups.${id}`), items })),
    },
    {
      kind: 'process',
      titleKey: k('process.title'),
      steps: steps.map((id) => ({ titleKey: k(`process.steps.${id}.title`), textKey: k(`process.steps.${id}.text`) })),
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
