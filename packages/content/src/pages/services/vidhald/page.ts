import type { FeatureItem } from '../../authoring';
import { defineServicePage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, contactCta, hero, quoteCta } from '../../sections';

const k = ownKey<typeof is>;

const features = [
  ['updates', 'refresh'],
  ['backups', 'cloud'],
  ['security', 'shield'],
  ['uptime', 'server'],
  ['performance', 'speed'],
  ['support', 'support'],
] as const;

/** Four steps: health check, maintenance plan, monitoring, monthly report. */
const steps = ['audit', 'plan', 'monitoring', 'report'] as const;

/** /thjonusta/vidhald (maintenance and security): six cards, four steps, a call to action to contact or get a quote. */
export default defineServicePage<typeof is>({
  order: 8,
  icon: 'shield',
  home: { order: 6, icon: 'wrench' },
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
