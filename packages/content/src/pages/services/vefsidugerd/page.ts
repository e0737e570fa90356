import type { FeatureItem } from '../../authoring';
import { defineServicePage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const features = [
  ['responsive', 'responsive'],
  ['seo', 'search'],
  ['fast', 'speed'],
  ['secure', 'shield'],
  ['custom', 'design'],
  ['support', 'support'],
] as const;

/** Platform cards; each bullet is a key, technology names sit inside the translated bullet text. */
const platforms = [
  ['open', 'globe', ['wordpress', 'woocommerce', 'plugins']],
  ['headless', 'cloud', ['cms', 'frontend', 'channels']],
  ['databases', 'server', ['relational', 'document', 'backups']],
] as const;

/** /thjonusta/vefsidugerd: six feature cards, three platform cards with bullets, call to action. */
export default defineServicePage<typeof is>({
  order: 1,
  icon: 'globe',
  home: { order: 1, icon: 'responsive' },
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
      kind: 'features',
      titleKey: k('platforms.title'),
      textKey: k('platforms.text'),
      items: platforms.map(
        ([id, icon, bullets]): FeatureItem => ({
          icon,
          titleKey: k(`platforms.items.${id}.title`),
          textKey: k(`platforms.items.${id}.text`),
          bulletKeys: bullets.map((bullet) => kIn(`platforms.items.${id}.bullets`, bullet)),
        }),
      ),
    },
    callToAction(k),
  ],
});
