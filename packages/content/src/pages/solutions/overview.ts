import type { PageContent } from '../types';

const k = (path: string) => `solutions:overview.${path}`;

/** The solutions, in the order of the grid: [strings id, route slug, icon]. */
const solutionCards = [
  ['ai', 'gervigreind', 'ai'],
  ['booking', 'bokunarkerfi', 'calendar'],
  ['subscription', 'askriftarkerfi', 'refresh'],
  ['webshop', 'netverslun', 'cart'],
  ['pos', 'kassakerfi', 'card'],
  ['wordpress', 'wordpress', 'globe'],
  ['wordpressExpress', 'wordpress-express', 'speed'],
  ['hosting', 'vefhysing', 'server'],
  ['email', 'tolvupostur', 'mail'],
  ['siteManagement', 'vefumsjon', 'wrench'],
  ['chat', 'netspjall', 'chat'],
  ['api', 'api-tengingar', 'plug'],
] as const;

/** /lausnir: one card per solution, the WordPress Express note of the solutions page, and a call to action. */
export const page: PageContent = {
  path: '/lausnir',
  namespace: 'solutions',
  metaTitleKey: k('metaTitle'),
  metaDescriptionKey: k('metaDescription'),
  metaKeywordsKey: k('metaKeywords'),
  breadcrumbKey: k('breadcrumb'),
  sections: [
    {
      kind: 'hero',
      titleKey: k('hero.title'),
      textKey: k('hero.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'links',
      titleKey: k('solutions.title'),
      textKey: k('solutions.text'),
      items: solutionCards.map(([id, slug, icon]) => ({
        icon,
        titleKey: k(`solutions.items.${id}.title`),
        textKey: k(`solutions.items.${id}.text`),
        to: `/lausnir/${slug}`,
      })),
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
    {
      kind: 'cta',
      titleKey: k('cta.title'),
      textKey: k('cta.text'),
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
