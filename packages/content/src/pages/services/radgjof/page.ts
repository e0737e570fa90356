import type { FeatureItem } from '../../authoring';
import { defineServicePage, ownKey } from '../../authoring';
import type { is } from './is';
import { contactCta, hero, quoteCta } from '../../sections';

const k = ownKey<typeof is>;

const features = [
  ['strategy', 'target'],
  ['technology', 'server'],
  ['ecommerce', 'cart'],
  ['ux', 'users'],
  ['automation', 'refresh'],
  ['projects', 'calendar'],
] as const;

/** The spec's four steps: situation analysis, goal setting, action plan, implementation and follow-up. */
const steps = ['analysis', 'goals', 'plan', 'implementation'] as const;

/** /thjonusta/radgjof: six cards, four steps, a call to action to book a meeting (contact) or get a quote. */
export default defineServicePage<typeof is>({
  order: 4,
  icon: 'lightbulb',
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
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [
        { labelKey: 'common:labels.cta.bookMeeting', to: '/hafa-samband', variant: 'primary' },
        quoteCta('secondary'),
      ],
    },
  ],
});
