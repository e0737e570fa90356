import type { FeatureItem } from '../../authoring';
import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

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
  menu: { group: 'commerce', order: 3 },
  icon: 'refresh',
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
    callToAction(k),
  ],
});
