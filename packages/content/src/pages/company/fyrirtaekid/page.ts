import { defineCompanyPage, ownKey } from '../../authoring';
import type { is } from './is';
import { callToAction, contactCta, quoteCta } from '../../sections';

const k = ownKey<typeof is>;

/**
 * /fyrirtaekid (spec section 2): title, history, four values (innovation, trust, excellence, technology),
 * stats (founded 2006, 3 locations, 24/7 service, 500+ clients), milestones 2006, 2010, 2015, 2020, 2023.
 */
export default defineCompanyPage<typeof is>({
  namespace: 'about',
  footer: { column: 'company', order: 1 },
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    {
      kind: 'text',
      titleKey: k('history.title'),
      paragraphKeys: [k('history.paragraphs.founding'), k('history.paragraphs.copenhagen'), k('history.paragraphs.barcelona')],
    },
    {
      kind: 'values',
      titleKey: k('values.title'),
      items: [
        { icon: 'lightbulb', titleKey: k('values.items.innovation.title'), textKey: k('values.items.innovation.text') },
        { icon: 'shield', titleKey: k('values.items.trust.title'), textKey: k('values.items.trust.text') },
        { icon: 'star', titleKey: k('values.items.excellence.title'), textKey: k('values.items.excellence.text') },
        { icon: 'code', titleKey: k('values.items.technology.title'), textKey: k('values.items.technology.text') },
      ],
    },
    {
      kind: 'stats',
      items: [
        { value: '2006', labelKey: k('stats.founded') },
        { value: '3', labelKey: k('stats.locations') },
        { value: '24/7', labelKey: k('stats.service') },
        { value: '500+', labelKey: k('stats.clients') },
      ],
    },
    {
      kind: 'timeline',
      titleKey: k('timeline.title'),
      items: ([2006, 2010, 2015, 2020, 2023] as const).map((year) => ({
        year,
        titleKey: k(`timeline.items.y${year}.title`),
        textKey: k(`timeline.items.y${year}.text`),
      })),
    },
    callToAction(k, [quoteCta(), contactCta()]),
  ],
});
