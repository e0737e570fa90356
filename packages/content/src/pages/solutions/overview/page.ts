import { defineOverviewPage, ownKey } from '../../authoring';
import { overviewCards } from '../../listing';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;

/** /lausnir: a card for each solution page (from the solution folders, in their order), the WordPress Express note of the solutions page, and a call to action. */
export default defineOverviewPage<typeof is>({
  section: 'solutions',
  sections: [
    hero(k),
    {
      kind: 'links',
      titleKey: k('solutions.title'),
      textKey: k('solutions.text'),
      items: overviewCards('solutions'),
    },
    {
      // The solutions page's own WordPress Express figure (spec section 9: it disagrees with 99,950 ISK on the
      // order pages; both stand).
      kind: 'packages',
      titleKey: k('express.title'),
      textKey: k('express.text'),
      packages: [
        {
          id: 'wordpress-express-intro',
          nameKey: k('express.name'),
          price: { amount: 5995, currency: 'ISK', vat: 'excluded', period: 'once', from: true },
          descriptionKey: k('express.description'),
          featureKeys: [k('express.features.pages'), k('express.features.theme'), k('express.features.responsive'), k('express.features.editor')],
          cta: { labelKey: 'common:labels.readMore', to: '/lausnir/wordpress-express', variant: 'secondary' },
        },
      ],
    },
    callToAction(k),
  ],
});
