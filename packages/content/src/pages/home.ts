import type { PageContent } from './types';

/**
 * Home (spec section 2): hero; stats (500+ clients, 600+ projects, 99.9% uptime, 24/7 support); client
 * logo strip; six service cards; six solution cards; call to action. The site inserts the latest three
 * news items between the solution cards and the closing call to action.
 */
export const homePage: PageContent = {
  path: '/',
  namespace: 'home',
  metaTitleKey: 'home:metaTitle',
  metaDescriptionKey: 'home:metaDescription',
  metaKeywordsKey: 'home:metaKeywords',
  breadcrumbKey: 'home:breadcrumb',
  sections: [
    {
      kind: 'hero',
      titleKey: 'home:hero.title',
      textKey: 'home:hero.text',
      ctas: [
        { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' },
        { labelKey: 'common:labels.cta.viewServices', to: '/thjonusta', variant: 'secondary' },
      ],
    },
    {
      kind: 'stats',
      items: [
        { value: '500+', labelKey: 'home:stats.clients' },
        { value: '600+', labelKey: 'home:stats.projects' },
        // Written per language: "99,9 %" in Icelandic, Spanish and Danish, "99.9%" in English.
        { value: '99.9%', valueKey: 'home:stats.uptimeValue', labelKey: 'home:stats.uptime' },
        { value: '24/7', labelKey: 'home:stats.support' },
      ],
    },
    {
      kind: 'logos',
      titleKey: 'home:logos.title',
      // Fictional clients in Iceland, Denmark and Spain: names, so the same in every language.
      names: [
        'Fjallalind',
        'Brimnes sjávarafurðir',
        'Norðurfell',
        'Lindarbakarí',
        'Havnegaard',
        'Nørrebro Kaffe',
        'Olivera Mediterrània',
        'Casa Brisa',
      ],
    },
    {
      kind: 'links',
      titleKey: 'home:services.title',
      textKey: 'home:services.text',
      items: [
        {
          icon: 'responsive',
          titleKey: 'home:services.items.webDevelopment.title',
          textKey: 'home:services.items.webDevelopment.text',
          to: '/thjonusta/vefsidugerd',
        },
        {
          icon: 'design',
          titleKey: 'home:services.items.webDesign.title',
          textKey: 'home:services.items.webDesign.text',
          to: '/thjonusta/vefhonnun',
        },
        {
          icon: 'code',
          titleKey: 'home:services.items.programming.title',
          textKey: 'home:services.items.programming.text',
          to: '/thjonusta/vefthroun',
        },
        {
          icon: 'target',
          titleKey: 'home:services.items.marketing.title',
          textKey: 'home:services.items.marketing.text',
          to: '/thjonusta/markadssetning',
        },
        {
          icon: 'search',
          titleKey: 'home:services.items.seo.title',
          textKey: 'home:services.items.seo.text',
          to: '/thjonusta/leitarvelabestun',
        },
        {
          icon: 'wrench',
          titleKey: 'home:services.items.maintenance.title',
          textKey: 'home:services.items.maintenance.text',
          to: '/thjonusta/vidhald',
        },
      ],
      more: { labelKey: 'common:labels.cta.viewServices', to: '/thjonusta', variant: 'secondary' },
    },
    {
      kind: 'links',
      titleKey: 'home:solutions.title',
      textKey: 'home:solutions.text',
      items: [
        {
          icon: 'cart',
          titleKey: 'home:solutions.items.ecommerce.title',
          textKey: 'home:solutions.items.ecommerce.text',
          to: '/lausnir/netverslun',
        },
        {
          icon: 'calendar',
          titleKey: 'home:solutions.items.booking.title',
          textKey: 'home:solutions.items.booking.text',
          to: '/lausnir/bokunarkerfi',
        },
        {
          icon: 'ai',
          titleKey: 'home:solutions.items.ai.title',
          textKey: 'home:solutions.items.ai.text',
          to: '/lausnir/gervigreind',
        },
        {
          icon: 'speed',
          titleKey: 'home:solutions.items.wordpressExpress.title',
          textKey: 'home:solutions.items.wordpressExpress.text',
          to: '/lausnir/wordpress-express',
        },
        {
          icon: 'server',
          titleKey: 'home:solutions.items.hosting.title',
          textKey: 'home:solutions.items.hosting.text',
          to: '/lausnir/vefhysing',
        },
        {
          icon: 'plug',
          titleKey: 'home:solutions.items.api.title',
          textKey: 'home:solutions.items.api.text',
          to: '/lausnir/api-tengingar',
        },
      ],
      more: { labelKey: 'common:labels.cta.viewSolutions', to: '/lausnir', variant: 'secondary' },
    },
    {
      kind: 'cta',
      titleKey: 'home:cta.title',
      textKey: 'home:cta.text',
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
