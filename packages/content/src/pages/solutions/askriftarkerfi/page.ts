import type { FeatureItem } from '../../authoring';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;

const features = [
  ['billing', 'card'],
  ['plans', 'refresh'],
  ['portal', 'users'],
  ['invoices', 'document'],
  ['analytics', 'chart'],
] as const;

/** /lausnir/askriftarkerfi: five features and a call to action. */
export default defineSolutionPage<typeof is>({
  order: 3,
  icon: 'refresh',
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: features.map(([id, icon]): FeatureItem => ({
        icon,
        titleKey: k(`features.items.${id}.title`),
        textKey: k(`features.items.${id}.text`),
      })),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
});
