import { defineOverviewPage, ownKey } from '../../authoring';
import { overviewCards } from '../../listing';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

/** /thjonusta: a card for each service page (from the service folders, in their order) and a call to action to the quote form. */
export default defineOverviewPage<typeof is>({
  section: 'services',
  sections: [
    hero(k),
    {
      kind: 'links',
      titleKey: k('links.title'),
      textKey: k('links.text'),
      items: overviewCards('services'),
    },
    callToAction(k),
  ],
});
