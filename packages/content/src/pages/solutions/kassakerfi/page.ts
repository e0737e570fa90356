import type { FeatureItem } from '../../authoring';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;

const features = [
  ['checkout', 'cart'],
  ['payments', 'card'],
  ['inventory', 'server'],
  ['webshop', 'refresh'],
  ['reports', 'chart'],
  ['locations', 'users'],
] as const;

const benefits = ['time', 'overview', 'loyalty', 'growth'] as const;

/** /lausnir/kassakerfi: six features, four benefit blocks and a call to action. */
export default defineSolutionPage<typeof is>({
  order: 5,
  icon: 'card',
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
});
