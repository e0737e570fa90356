import type { FeatureItem, IconName, PageContent } from '../types';

const k = (key: string) => `services:maintenance.${key}`;

const features: readonly [string, IconName][] = [
  ['updates', 'refresh'],
  ['backups', 'cloud'],
  ['security', 'shield'],
  ['uptime', 'server'],
  ['performance', 'speed'],
  ['support', 'support'],
];

/** Four steps: health check, maintenance plan, monitoring, monthly report. */
const steps = ['audit', 'plan', 'monitoring', 'report'] as const;

/** /thjonusta/vidhald (maintenance and security): six cards, four steps, a call to action to contact or get a quote. */
export const page: PageContent = {
  path: '/thjonusta/vidhald',
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
      kind: 'process',
      titleKey: k('process.title'),
      steps: steps.map((id) => ({ titleKey: k(`process.steps.${id}.title`), textKey: k(`process.steps.${id}.text`) })),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [
        { labelKey: 'common:labels.cta.contact', to: '/hafa-samband', variant: 'primary' },
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'secondary' },
      ],
    },
  ],
};
