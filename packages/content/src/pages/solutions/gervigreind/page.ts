import type { FeatureItem } from '../../authoring';
import { defineSolutionPage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const solutionCards = [
  ['chatbots', 'chat'],
  ['automation', 'refresh'],
  ['analytics', 'chart'],
  ['content', 'document'],
  ['search', 'search'],
  ['integration', 'plug'],
] as const;

/** The three detailed offers, each with its seven features. */
const offers = [
  ['assistant', 'chat', ['training', 'languages', 'availability', 'handover', 'leads', 'design', 'reports']],
  ['automation', 'refresh', ['mapping', 'email', 'documents', 'dataEntry', 'integrations', 'monitoring', 'training']],
  ['custom', 'ai', ['workshop', 'roadmap', 'data', 'models', 'privacy', 'integration', 'operation']],
] as const;

/** /lausnir/gervigreind: six solution cards and three detailed offers with seven features each. */
export default defineSolutionPage<typeof is>({
  order: 1,
  menu: { group: 'ai', order: 1 },
  icon: 'ai',
  home: { order: 3 },
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('solutions.title'),
      textKey: k('solutions.text'),
      items: solutionCards.map(([id, icon]): FeatureItem => ({
        icon,
        titleKey: k(`solutions.items.${id}.title`),
        textKey: k(`solutions.items.${id}.text`),
      })),
    },
    {
      kind: 'features',
      titleKey: k('offers.title'),
      textKey: k('offers.text'),
      items: offers.map(([id, icon, features]): FeatureItem => ({
        icon,
        titleKey: k(`offers.items.${id}.title`),
        textKey: k(`offers.items.${id}.text`),
        bulletKeys: features.map((feature) => kIn(`offers.items.${id}.features`, feature)),
      })),
    },
    callToAction(k),
  ],
});
