import type { FeatureItem } from '../../authoring';
import { defineServicePage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

const features = [
  ['ux', 'users'],
  ['ui', 'design'],
  ['responsive', 'responsive'],
  ['brand', 'star'],
  ['accessibility', 'check'],
  ['prototypes', 'lightbulb'],
] as const;

const steps = ['discovery', 'wireframes', 'design', 'handover'] as const;

/** /thjonusta/vefhonnun: feature cards, a four-step process with an image, call to action. */
export default defineServicePage<typeof is>({
  order: 2,
  icon: 'design',
  home: { order: 2 },
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
      kind: 'process',
      titleKey: k('process.title'),
      textKey: k('process.text'),
      steps: steps.map((id) => ({ titleKey: k(`process.steps.${id}.title`), textKey: k(`process.steps.${id}.text`) })),
      // The image file itself is drawn by the site (apps/site/public/images/process-design.svg).
      image: { src: '/images/process-design.svg', altKey: k('process.imageAlt'), width: 640, height: 480 },
    },
    callToAction(k),
  ],
});
