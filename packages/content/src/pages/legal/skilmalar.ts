import type { PageContent, Section } from '../types';

/** A numbered clause of the terms: a title and its paragraphs, all in `about:terms`. */
const clause = (id: string, paragraphs: readonly string[]): Section => ({
  kind: 'text',
  titleKey: `about:terms.${id}.title`,
  paragraphKeys: paragraphs.map((p) => `about:terms.${id}.${p}`),
});

/**
 * /skilmalar: the general terms of business. The hourly rate of the terms (14,950 ISK excl. VAT per hour,
 * spec section 9) is written into the text of every language, as are the payment, notice and liability terms.
 */
export const page: PageContent = {
  path: '/skilmalar',
  namespace: 'about',
  metaTitleKey: 'about:terms.metaTitle',
  metaDescriptionKey: 'about:terms.metaDescription',
  metaKeywordsKey: 'about:terms.metaKeywords',
  breadcrumbKey: 'about:terms.breadcrumb',
  sections: [
    { kind: 'hero', titleKey: 'about:terms.hero.title', textKey: 'about:terms.hero.text' },
    clause('scope', ['p1', 'p2']),
    clause('services', ['p1', 'p2']),
    clause('payment', ['p1', 'p2', 'p3']),
    clause('contracts', ['p1', 'p2', 'p3']),
    clause('changes', ['p1', 'p2']),
    clause('liability', ['p1', 'p2', 'p3']),
    clause('intellectualProperty', ['p1', 'p2', 'p3']),
    clause('law', ['p1', 'p2']),
    clause('contact', ['p1']),
  ],
};
