import type { Section } from '../../authoring';
import { defineLegalPage, ownKey, ownKeyIn } from '../../authoring';
import type { GroupPaths } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

/** One numbered section of the policy: a title ('1. ...') and its paragraphs, all in `about:privacy`. */
const numbered = (id: GroupPaths<typeof is>, paragraphs: readonly string[]): Section => ({
  kind: 'text',
  titleKey: kIn(id, 'title'),
  paragraphKeys: paragraphs.map((p) => kIn(id, p)),
});

/** /personuvernd: the privacy policy, 10 numbered sections, last updated 11 March 2024 (said in the hero). */
export default defineLegalPage<typeof is>({
  namespace: 'about',
  footer: { column: 'legal', order: 2 },
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    { kind: 'text', paragraphKeys: [k('languageNote')] },
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
});
