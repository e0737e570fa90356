import { defineOverviewPage, ownKey } from '../../authoring';
import { overviewCards } from '../../listing';
import type { is } from './is';

const k = ownKey<typeof is>;

/** /thjonusta: a card for each service page (from the service folders, in their order) and a call to action to the quote form. */
export default defineOverviewPage<typeof is>({
  section: 'services',
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'links',
      titleKey: k('links.title'),
      textKey: k('links.text'),
      items: overviewCards('services'),
    },
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
});
