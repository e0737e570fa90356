import type { FeatureItem } from '../../authoring';
import { defineServicePage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, contactCta, hero, quoteCta } from '../../sections';

const k = ownKey<typeof is>;

const features = [
  ['tracking', 'plug'],
  ['dashboards', 'chart'],
  ['conversions', 'target'],
  ['behavior', 'users'],
  ['reports', 'document'],
  ['testing', 'refresh'],
] as const;

/** The spec's four steps: data collection, analysis, reporting, follow-up. */
const steps = ['collection', 'analysis', 'reporting', 'followUp'] as const;

/** /thjonusta/greiningar: six cards, four steps, a call to action to contact or get a quote. */
export default defineServicePage<typeof is>({
  order: 7,
  icon: 'chart',
  sections: [
    hero(k, [quoteCta(), contactCta()]),
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
    callToAction(k, [contactCta('primary'), quoteCta('secondary')]),
  ],
});
