import type { FeatureItem } from '../../authoring';
import { defineServicePage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

const features = [
  ['webApps', 'code'],
  ['integrations', 'plug'],
  ['portals', 'users'],
  ['performance', 'speed'],
  ['quality', 'check'],
] as const;

/** Technology names are the same in every language, so they are values, not keys. */
const techGroups = [
  ['frontend', ['React', 'Next.js', 'Vue.js', 'TypeScript', 'Astro']],
  ['backend', ['Node.js', 'PHP', 'Python', 'GraphQL', 'REST']],
  ['database', ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Supabase']],
] as const;

const steps = ['requirements', 'architecture', 'development', 'launch'] as const;
const benefits = ['fit', 'ownership', 'scalability', 'integration', 'security', 'advantage'] as const;

/** /thjonusta/vefthroun: five features, technology lists, four-step process, six benefits, call to action. */
export default defineServicePage<typeof is>({
  order: 3,
  icon: 'code',
  home: { order: 3 },
  showsLoadingUntilReady: true,
  sections: [
    hero(k),
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
    callToAction(k),
  ],
});
