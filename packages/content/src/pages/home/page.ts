import { defineHomePage, ownKey } from '../authoring';
import { homeCards } from '../listing';
import { locales, type Locale } from '../../locale';
import { clientNames } from '../../samples/clientNames';
import type { is } from './is';
import { callToAction, quoteCta } from '../sections';

const k = ownKey<typeof is>;

/**
 * Home (spec section 2): hero; stats (500+ clients, 600+ projects, 99.9% uptime, 24/7 support); client
 * logo strip; the service and solution cards of the pages placed on the home page (six each); call to action. The site inserts the latest three
 * news items between the solution cards and the closing call to action.
 */
export default defineHomePage<typeof is>({
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [
        quoteCta(),
        { labelKey: 'common:labels.cta.viewServices', to: '/thjonusta', variant: 'secondary' },
      ],
    },
    {
      kind: 'stats',
      items: [
        { value: '500+', labelKey: k('stats.clients') },
        { value: '600+', labelKey: k('stats.projects') },
        // Written per language: "99,9 %" in Icelandic, Spanish and Danish, "99.9%" in English.
        { value: '99.9%', valueKey: k('stats.uptimeValue'), labelKey: k('stats.uptime') },
        { value: '24/7', labelKey: k('stats.support') },
      ],
    },
    {
      kind: 'logos',
      titleKey: k('logos.title'),
      // Fictional clients in Iceland, Denmark and Spain, named as each language's project pages name them.
      names: Object.fromEntries(locales.map((lng) => [lng, Object.values(clientNames(lng))])) as Record<Locale, string[]>,
    },
    {
      kind: 'links',
      titleKey: k('services.title'),
      textKey: k('services.text'),
      items: homeCards('services'),
      more: { labelKey: 'common:labels.cta.viewServices', to: '/thjonusta', variant: 'secondary' },
    },
    {
      kind: 'links',
      titleKey: k('solutions.title'),
      textKey: k('solutions.text'),
      items: homeCards('solutions'),
      more: { labelKey: 'common:labels.cta.viewSolutions', to: '/lausnir', variant: 'secondary' },
    },
    callToAction(k),
  ],
});
