// Row validation: whatever the backend returns, the UI receives well-typed, safe records or nothing.
import { describe, expect, it } from 'vitest';
import {
  isoDate,
  limits,
  listLimit,
  recordKey,
  rowIsForLocale,
  safeUrl,
  tagList,
  toFigures,
  toGallery,
  toImage,
  toList,
  toNewsItem,
  toProject,
  toProjectTitle,
} from '../../src/data/rows';
import { projectFixture } from '../projectFixture';

const goodProject = projectFixture({
  id: 'p1',
  title: 'A project',
  description: 'Short',
  content: 'Long',
  category: 'Web',
  tags: ['a'],
  published_at: '2024-01-02T03:04:05Z',
});
const goodNews = {
  id: 'n1',
  slug: 'first',
  title: 'First',
  excerpt: 'Intro',
  content: 'Body',
  image_url: null,
  published_at: '2024-01-02',
};

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    'mailto:a@example.com',
    '//evil.example.com/x.png',
    '/\\evil.example.com',
    'https://user:secret@example.com/',
    'not a url',
    '',
    `https://example.com/${'a'.repeat(limits.url)}`,
  ])('refuses %j', (value) => {
    expect(safeUrl(value, { allowRootRelative: true })).toBeNull();
  });

  it.each([42, null, undefined, {}, ['https://example.com']])('refuses a non-string %j', (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it('keeps http and https URLs, normalised', () => {
    expect(safeUrl('https://Example.com/a b'.replace(' ', '%20'))).toBe('https://example.com/a%20b');
    expect(safeUrl('  http://example.com  ')).toBe('http://example.com/');
  });

  it('keeps a same-origin path only where allowed', () => {
    expect(safeUrl('/images/p.jpg', { allowRootRelative: true })).toBe('/images/p.jpg');
    expect(safeUrl('/images/p.jpg')).toBeNull();
  });
});

describe('recordKey', () => {
  it('accepts route-safe ids and whole numbers', () => {
    expect(recordKey('vefur-hraun_2')).toBe('vefur-hraun_2');
    expect(recordKey('4f1c2a8e-0d7b-4c53-9d7e-2b1a6f0e9c11')).toBe('4f1c2a8e-0d7b-4c53-9d7e-2b1a6f0e9c11');
    expect(recordKey(17)).toBe('17');
  });

  it.each(['', ' ', 'a b', 'a/b', 'a\\b', 'a?b', 'a#b', 'a%2Fb', 'a\u0000b', 'x'.repeat(limits.key + 1), 1.5, null, {}])(
    'refuses %j',
    (value) => {
      expect(recordKey(value)).toBeNull();
    },
  );
});

describe('tagList', () => {
  it('keeps strings, turns numbers into text, drops the rest, empties and duplicates', () => {
    expect(tagList(['React', 3, null, { a: 1 }, '', '  ', 'React', ' Node '])).toEqual(['React', '3', 'Node']);
  });
  it('splits a comma-separated string and a Postgres array literal', () => {
    expect(tagList('a, b,c')).toEqual(['a', 'b', 'c']);
    expect(tagList('{a,"b c"}')).toEqual(['a', 'b c']);
  });
  it('is empty for anything else', () => {
    expect(tagList(null)).toEqual([]);
    expect(tagList({ 0: 'a' })).toEqual([]);
  });
  it('caps the number and the length of tags', () => {
    const tags = tagList(Array.from({ length: 100 }, (_, index) => `${index}${'t'.repeat(100)}`));
    expect(tags).toHaveLength(limits.tags);
    for (const tag of tags) expect(tag.length).toBeLessThanOrEqual(limits.tag);
  });
});

describe('isoDate', () => {
  it('normalises real dates to ISO 8601 UTC', () => {
    expect(isoDate('2024-03-11T10:00:00+00:00')).toBe('2024-03-11T10:00:00.000Z');
    expect(isoDate('2024-03-11')).toBe('2024-03-11T00:00:00.000Z');
  });
  it.each(['', 'yesterday', '2024-13-45', 12345, null, {}])('refuses %j', (value) => {
    expect(isoDate(value)).toBeNull();
  });
});

describe('toProject', () => {
  it('keeps a good row and drops fields the UI does not know', () => {
    expect(toProject({ ...goodProject, locale: null, secret: 'x' })).toEqual({
      ...goodProject,
      published_at: '2024-01-02T03:04:05.000Z',
    });
  });

  it.each([
    ['no id', { ...goodProject, id: undefined }],
    ['an empty id', { ...goodProject, id: '' }],
    ['an object id', { ...goodProject, id: { toString: (): string => 'p1' } }],
    ['no title', { ...goodProject, title: undefined }],
    ['a blank title', { ...goodProject, title: ' \n ' }],
    ['an array title', { ...goodProject, title: ['a'] }],
    ['no date', { ...goodProject, published_at: null }],
    ['a bad date', { ...goodProject, published_at: 'soon' }],
  ])('drops a row with %s', (_, row) => {
    expect(toProject(row)).toBeNull();
  });

  it.each([null, undefined, 'row', 42, [goodProject]])('drops %j, which is not a row', (row) => {
    expect(toProject(row)).toBeNull();
  });

  it("puts a title on one line and keeps the copy's no-break space before a dash", () => {
    const project = toProject({ ...goodProject, title: '  Brimnes\n\tsjávarafurðir\u00a0– fyrirtækjavefur\u00a0 ' });
    expect(project?.title).toBe('Brimnes sjávarafurðir\u00a0– fyrirtækjavefur');
  });

  it('defuses hostile values and fills what is missing', () => {
    const project = toProject({
      id: 'p2',
      title: '<img src=x onerror=alert(1)>\u0000',
      description: 42,
      content: null,
      category: { evil: true },
      tags: 'not, an, array',
      image_url: 'javascript:alert(1)',
      link: 'data:text/html;base64,PHNjcmlwdD4=',
      published_at: '2024-01-01',
    });
    expect(project).toEqual(
      projectFixture({
        id: 'p2',
        // Markup stays text: React escapes it; only control characters are removed here.
        title: '<img src=x onerror=alert(1)>',
        description: '42',
        content: '',
        category: '',
        tags: ['not', 'an', 'array'],
        image_url: null,
        link: null,
        published_at: '2024-01-01T00:00:00.000Z',
      }),
    );
  });

  it.each([
    'https://www.fjallalind.example',
    'https://example.com/shop',
    'https://shop.example.org',
    'http://brimnes.test',
    'https://x.invalid',
    'http://localhost:3000',
    'https://my-printer.local',
    'http://192.168.1.10',
    'http://[::1]/',
    'https://intranet/',
  ])('leaves out a live-site link to %s, a host no visitor could open (no fake-looking link on a case study)', (link) => {
    expect(toProject({ ...goodProject, link })?.link).toBeNull();
  });

  it.each(['https://www.fjallalind.is', 'https://havnegaard.dk/', 'http://casabrisa.es/ca', 'https://example.is', 'https://testing.dk'])('keeps a live-site link to the public host %s', (link) => {
    expect(toProject({ ...goodProject, link })?.link).toBe(new URL(link).href);
  });

  it('keeps the valid lines of deliverables in order, at most twelve; anything else is none', () => {
    expect(toProject({ ...goodProject, deliverables: ['A two-step checkout', '  ', 42, null, { x: 1 }, 'Subscriptions'] })?.deliverables).toEqual(['A two-step checkout', '42', 'Subscriptions']);
    expect(toProject({ ...goodProject, deliverables: JSON.stringify(['From text']) })?.deliverables).toEqual(['From text']);
    expect(toProject({ ...goodProject, deliverables: Array.from({ length: 20 }, (_, index) => `Line ${index}`) })?.deliverables).toHaveLength(limits.deliverables);
    expect(toProject({ ...goodProject, deliverables: 'not a list' })?.deliverables).toEqual([]);
    expect(toProject({ ...goodProject })?.deliverables).toEqual([]);
    expect(Array.from(toProject({ ...goodProject, deliverables: ['d'.repeat(1_000)] })!.deliverables[0]!)).toHaveLength(limits.deliverable);
  });

  it('caps absurd lengths without splitting a character', () => {
    const project = toProject({
      ...goodProject,
      title: '😀'.repeat(1_000),
      description: 'd'.repeat(1_000_000),
      content: 'c'.repeat(1_000_000),
    });
    expect(Array.from(project?.title ?? '')).toHaveLength(limits.title);
    expect(project?.title.endsWith('😀')).toBe(true);
    expect(project?.description).toHaveLength(limits.description);
    expect(project?.content).toHaveLength(limits.content);
  });

  it('keeps the lines of the content, which the detail page splits into paragraphs', () => {
    expect(toProject({ ...goodProject, content: 'One.\n\nTwo.\r\nThree.' })?.content).toBe('One.\n\nTwo.\r\nThree.');
  });
});

describe('toNewsItem', () => {
  it('keeps a good row', () => {
    expect(toNewsItem(goodNews)).toEqual({ ...goodNews, published_at: '2024-01-02T00:00:00.000Z' });
  });
  it('drops a row without a usable slug', () => {
    expect(toNewsItem({ ...goodNews, slug: null })).toBeNull();
    expect(toNewsItem({ ...goodNews, slug: '../admin' })).toBeNull();
  });
  it('turns a blank or non-text excerpt into null, so the content fallback applies', () => {
    expect(toNewsItem({ ...goodNews, excerpt: '   ' })?.excerpt).toBeNull();
    expect(toNewsItem({ ...goodNews, excerpt: ['x'] })?.excerpt).toBeNull();
  });
  it('refuses a hostile image URL', () => {
    expect(toNewsItem({ ...goodNews, image_url: 'javascript:alert(1)' })?.image_url).toBeNull();
  });
});

describe('case-study fields', () => {
  const picture = { src: '/images/work/p1-mockup-800.jpg', width: 1200, height: 675, alt: 'The site on a laptop' };

  it('keeps a valid picture, and reads one stored as JSON text', () => {
    expect(toImage(picture)).toEqual(picture);
    expect(toImage(JSON.stringify(picture))).toEqual(picture);
    expect(toImage({ ...picture, width: '800' })).toEqual({ ...picture, width: 800 });
  });

  it.each([
    ['a javascript: src', { ...picture, src: 'javascript:alert(1)' }],
    ['a protocol-relative src', { ...picture, src: '//evil.example/x.jpg' }],
    ['no width', { ...picture, width: undefined }],
    ['a zero height', { ...picture, height: 0 }],
    ['a fractional width', { ...picture, width: 10.5 }],
    ['an absurd size', { ...picture, width: 1_000_000 }],
    ['broken JSON', '{"src": '],
    ['an array', [picture]],
  ])('drops a picture with %s', (_, value) => {
    expect(toImage(value)).toBeNull();
  });

  it('defaults a missing or non-text alt to "" (decorative) and cleans a long one', () => {
    expect(toImage({ ...picture, alt: undefined })?.alt).toBe('');
    expect(toImage({ ...picture, alt: { text: 'x' } })?.alt).toBe('');
    expect(toImage({ ...picture, alt: 'a'.repeat(1_000) })?.alt).toHaveLength(limits.alt);
  });

  it('uses a valid image, else image_url at 1200×675 without alt text, else null (the default image)', () => {
    expect(toProject({ ...goodProject, image: picture, image_url: '/old.svg' })?.image).toEqual(picture);
    expect(toProject({ ...goodProject, image: { src: 'javascript:x', width: 1, height: 1 }, image_url: '/old.svg' })?.image).toEqual({
      src: '/old.svg',
      width: 1200,
      height: 675,
      alt: '',
    });
    expect(toProject({ ...goodProject, image: 'nonsense', image_url: 'data:x' })?.image).toBeNull();
  });

  it('keeps valid figures in order and drops those without a value or a label, at most six', () => {
    expect(
      toFigures([{ value: '+40%', label: 'mobile orders' }, { value: '', label: 'no value' }, { value: 3, label: 'tripled' }, 'x', { label: 'alone' }]),
    ).toEqual([
      { value: '+40%', label: 'mobile orders' },
      { value: '3', label: 'tripled' },
    ]);
    expect(toFigures(Array.from({ length: 10 }, (_, index) => ({ value: `${index}`, label: 'n' })))).toHaveLength(limits.figures);
    expect(toFigures({ value: '1', label: 'not a list' })).toEqual([]);
    expect(toFigures('[{"value":"3×","label":"sales"}]')).toEqual([{ value: '3×', label: 'sales' }]);
  });

  it('keeps valid gallery pictures and drops the rest, at most twelve', () => {
    expect(toGallery([picture, { ...picture, src: 'ftp://x' }, null, { ...picture, alt: 'Second' }])).toEqual([picture, { ...picture, alt: 'Second' }]);
    expect(toGallery(Array.from({ length: 20 }, () => picture))).toHaveLength(limits.gallery);
    expect(toGallery(null)).toEqual([]);
  });

  it('reads the case-study text, trimmed and bounded; anything not text is empty', () => {
    const project = toProject({ ...goodProject, challenge: '  Slow shop.\n', solution: 42, result: 'r'.repeat(10_000) });
    expect(project?.challenge).toBe('Slow shop.');
    expect(project?.solution).toBe('42');
    expect(project?.result).toHaveLength(limits.part);
    expect(toProject({ ...goodProject, challenge: ['x'] })?.challenge).toBe('');
  });
});

describe('toProjectTitle', () => {
  it('reads the title of a title-only row', () => {
    expect(toProjectTitle({ title: '  Hraun  ' })).toBe('Hraun');
    expect(toProjectTitle({ title: null })).toBeNull();
    expect(toProjectTitle('Hraun')).toBeNull();
  });
});

describe('lists', () => {
  it('keeps rows of the language and of every language, drops others and bad locales', () => {
    expect(rowIsForLocale({ locale: null }, 'en')).toBe(true);
    expect(rowIsForLocale({}, 'en')).toBe(true);
    expect(rowIsForLocale({ locale: 'en' }, 'en')).toBe(true);
    expect(rowIsForLocale({ locale: 'is' }, 'en')).toBe(false);
    expect(rowIsForLocale({ locale: 'EN' }, 'en')).toBe(false);
    expect(rowIsForLocale({ locale: 7 }, 'en')).toBe(false);
  });

  it('validates, de-duplicates and orders newest first, keeping the order of ties', () => {
    const rows = [
      { ...goodProject, id: 'old', published_at: '2020-01-01' },
      { ...goodProject, id: 'tie-a', published_at: '2024-06-01' },
      { ...goodProject, id: 'bad', title: '' },
      { ...goodProject, id: 'tie-b', published_at: '2024-06-01' },
      { ...goodProject, id: 'old', title: 'duplicate', published_at: '2030-01-01' },
      { ...goodProject, id: 'other', locale: 'da' },
    ];
    const list = toList(rows, 'en', toProject, (item) => item.id);
    expect(list.map((item) => item.id)).toEqual(['tie-a', 'tie-b', 'old']);
    expect(list[2]?.title).toBe('A project');
  });

  it('bounds the number of rows', () => {
    const rows = Array.from({ length: limits.rows + 50 }, (_, index) => ({ ...goodProject, id: `p${index}` }));
    expect(toList(rows, 'is', toProject, (item) => item.id)).toHaveLength(limits.rows);
  });

  it('reads anything that is not an array as an empty list', () => {
    expect(toList({ length: 1, 0: goodProject }, 'is', toProject, (item) => item.id)).toEqual([]);
  });

  it('bounds the news limit', () => {
    expect(listLimit(undefined, 3)).toBe(3);
    expect(listLimit(Number.NaN, 3)).toBe(3);
    expect(listLimit(-2, 3)).toBe(0);
    expect(listLimit(2.7, 3)).toBe(2);
    expect(listLimit(1e9, 3)).toBe(limits.rows);
  });
});
