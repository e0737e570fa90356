import { defineSolutionPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

/** API connections (linked from the home page; the spec does not describe the page, so it follows the other solutions). */
export default defineSolutionPage<typeof is>({
  order: 12,
  menu: { group: 'systems', order: 3 },
  icon: 'plug',
  home: { order: 6 },
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('features.title'),
      textKey: k('features.text'),
      items: [
        { icon: 'card', titleKey: k('features.payments.title'), textKey: k('features.payments.text') },
        { icon: 'document', titleKey: k('features.accounting.title'), textKey: k('features.accounting.text') },
        { icon: 'calendar', titleKey: k('features.booking.title'), textKey: k('features.booking.text') },
        { icon: 'users', titleKey: k('features.crm.title'), textKey: k('features.crm.text') },
        { icon: 'cart', titleKey: k('features.shipping.title'), textKey: k('features.shipping.text') },
        { icon: 'code', titleKey: k('features.custom.title'), textKey: k('features.custom.text') },
      ],
    },
    {
      kind: 'process',
      titleKey: k('process.title'),
      textKey: k('process.text'),
      steps: [
        { titleKey: k('process.analysis.title'), textKey: k('process.analysis.text') },
        { titleKey: k('process.design.title'), textKey: k('process.design.text') },
        { titleKey: k('process.build.title'), textKey: k('process.build.text') },
        { titleKey: k('process.launch.title'), textKey: k('process.launch.text') },
      ],
    },
    callToAction(k),
  ],
});
