import type { FeatureItem } from '../../authoring';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

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
  menu: { group: 'commerce', order: 2 },
  icon: 'card',
  sections: [
    hero(k),
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
    callToAction(k),
  ],
});
