import { defineOverviewPage, ownKey } from '../../authoring';
import { overviewCards } from '../../listing';
import type { is } from './is';
import { callToAction, hero, quoteLink } from '../../sections';

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
      // The solutions page's own WordPress Express figure (spec section 9: 'from 5,995 kr. excl. VAT, 10-15 pages,
      // ready-made theme' disagrees with 99,950 ISK on the order pages; both stand). Framed as its own offer, the
      // self-build base, so that it never reads as a misprint of the designed-and-written Express plans.
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
          cta: { ...quoteLink, variant: 'secondary' },
        },
      ],
    },
    callToAction(k),
  ],
});
