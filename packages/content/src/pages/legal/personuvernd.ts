import type { PageContent, Section } from '../types';

/** One numbered section of the policy: a title ('1. ...') and its paragraphs, all in `about:privacy`. */
const numbered = (id: string, paragraphs: readonly string[]): Section => ({
  kind: 'text',
  titleKey: `about:privacy.${id}.title`,
  paragraphKeys: paragraphs.map((p) => `about:privacy.${id}.${p}`),
});

/** /personuvernd: the privacy policy, 10 numbered sections, last updated 11 March 2024 (said in the hero). */
export const page: PageContent = {
  path: '/personuvernd',
  namespace: 'about',
  metaTitleKey: 'about:privacy.metaTitle',
  metaDescriptionKey: 'about:privacy.metaDescription',
  metaKeywordsKey: 'about:privacy.metaKeywords',
  breadcrumbKey: 'about:privacy.breadcrumb',
  sections: [
    { kind: 'hero', titleKey: 'about:privacy.hero.title', textKey: 'about:privacy.hero.text' },
    numbered('controller', ['p1', 'p2']),
    numbered('dataCollected', ['p1', 'p2', 'p3']),
    numbered('purposes', ['p1', 'p2', 'p3']),
    numbered('legalBasis', ['p1', 'p2', 'p3']),
    numbered('forms', ['p1', 'p2', 'p3']),
    numbered('cookies', ['p1', 'p2']),
    numbered('processors', ['p1', 'p2', 'p3']),
    numbered('retention', ['p1', 'p2', 'p3']),
    numbered('rights', ['p1', 'p2', 'p3']),
    numbered('contact', ['p1', 'p2']),
  ],
};
