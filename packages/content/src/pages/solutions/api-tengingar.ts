import type { PageContent } from '../types';

const ns = 'solutions:api';

/** API connections (linked from the home page; the spec does not describe the page, so it follows the other solutions). */
export const page: PageContent = {
  path: '/lausnir/api-tengingar',
  namespace: 'solutions',
  metaTitleKey: `${ns}.metaTitle`,
  metaDescriptionKey: `${ns}.metaDescription`,
  metaKeywordsKey: `${ns}.metaKeywords`,
  breadcrumbKey: `${ns}.breadcrumb`,
  sections: [
    {
      kind: 'hero',
      titleKey: `${ns}.hero.title`,
      textKey: `${ns}.hero.text`,
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
    {
      kind: 'features',
      titleKey: `${ns}.features.title`,
      textKey: `${ns}.features.text`,
      items: [
        { icon: 'card', titleKey: `${ns}.features.payments.title`, textKey: `${ns}.features.payments.text` },
        { icon: 'document', titleKey: `${ns}.features.accounting.title`, textKey: `${ns}.features.accounting.text` },
        { icon: 'calendar', titleKey: `${ns}.features.booking.title`, textKey: `${ns}.features.booking.text` },
        { icon: 'users', titleKey: `${ns}.features.crm.title`, textKey: `${ns}.features.crm.text` },
        { icon: 'cart', titleKey: `${ns}.features.shipping.title`, textKey: `${ns}.features.shipping.text` },
        { icon: 'code', titleKey: `${ns}.features.custom.title`, textKey: `${ns}.features.custom.text` },
      ],
    },
    {
      kind: 'process',
      titleKey: `${ns}.process.title`,
      textKey: `${ns}.process.text`,
      steps: [
        { titleKey: `${ns}.process.analysis.title`, textKey: `${ns}.process.analysis.text` },
        { titleKey: `${ns}.process.design.title`, textKey: `${ns}.process.design.text` },
        { titleKey: `${ns}.process.build.title`, textKey: `${ns}.process.build.text` },
        { titleKey: `${ns}.process.launch.title`, textKey: `${ns}.process.launch.text` },
      ],
    },
    {
      kind: 'cta',
      titleKey: `${ns}.cta.title`,
      textKey: `${ns}.cta.text`,
      ctas: [{ labelKey: 'common:labels.cta.quote', to: '/fa-tilbod', variant: 'primary' }],
    },
  ],
};
