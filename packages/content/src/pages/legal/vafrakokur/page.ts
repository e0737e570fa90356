import type { Section } from '../../authoring';
import { defineLegalPage, ownKey, ownKeyIn } from '../../authoring';
import type { GroupPaths } from '../../authoring';
import type { is } from './is';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

/** One section of the policy: a title and its paragraphs, all in `cookies:policy`. */
const text = (id: GroupPaths<typeof is>, paragraphs: readonly string[]): Section => ({
  kind: 'text',
  titleKey: kIn(id, 'title'),
  paragraphKeys: paragraphs.map((p) => kIn(id, p)),
});

/** A row of the cookie table: name, purpose, duration. */
const row = (id: string) => ({
  labelKey: kIn('table.rows', id, 'label'),
  cellKeys: [kIn('table.rows', id, 'purpose'), kIn('table.rows', id, 'duration')],
});

/**
 * /vafrakokur: the cookie policy, 7 sections with the cookie table after the fourth. Durations (spec
 * section 9): session cookie until the browser closes, analytics cookies 2 years (_ga) and 24 hours (_gid),
 * consent cookie 1 year; local storage holds i18nextLng (language) and cookiesAccepted (the bar's flag).
 */
export default defineLegalPage<typeof is>({
  namespace: 'cookies',
  footer: { column: 'legal', order: 3 },
  sections: [
    { kind: 'hero', titleKey: k('hero.title'), textKey: k('hero.text') },
    text('what', ['p1', 'p2']),
    text('use', ['p1', 'p2']),
    text('types', ['p1', 'p2', 'p3']),
    text('list', ['p1']),
    {
      kind: 'comparison',
      titleKey: k('table.title'),
      columnKeys: [k('table.columns.name'), k('table.columns.purpose'), k('table.columns.duration')],
      rows: ['session', 'ga', 'gid', 'consent', 'language', 'accepted'].map(row),
    },
    text('localStorage', ['p1', 'p2']),
    text('manage', ['p1', 'p2', 'p3']),
    text('changes', ['p1', 'p2']),
  ],
});
