import type { Section } from '../../authoring';
import { defineLegalPage, ownKey, ownKeyIn } from '../../authoring';
import type { GroupPaths } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

/** A numbered clause of the terms: a title and its paragraphs, all in `about:terms`. */
const clause = (id: GroupPaths<typeof is>, paragraphs: readonly string[]): Section => ({
  kind: 'text',
  titleKey: kIn(id, 'title'),
  paragraphKeys: paragraphs.map((p) => kIn(id, p)),
});

/**
 * /skilmalar: the general terms of business. The hourly rate of the terms (14,950 ISK excl. VAT per hour,
 * spec section 9) is written into the text of every language as the contract rate (hourly work under a project or
 * service contract; the pricing page's 14,900 is the rate for one-off jobs outside one), as are the payment, notice
 * and liability terms.
 */
export default defineLegalPage<typeof is>({
  namespace: 'about',
  footer: { column: 'legal', order: 1 },
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    { kind: 'text', paragraphKeys: [k('languageNote')] },
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
});
