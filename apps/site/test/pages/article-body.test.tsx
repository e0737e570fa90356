// An article's content as the page reads it (src/pages/articleBlocks.ts) and draws it (ArticleBody.tsx): subheadings,
// paragraphs with their links, and run-in items (a bold label at a paragraph's start) as a list when two or more
// follow each other.
import { locales, sampleNews } from '@hraun/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '../../src/pages/ArticleBody';
import { articleBlocksOf, plainTextOf, readingMinutesOf } from '../../src/pages/articleBlocks';

const paragraphs = (...items: string[]) => items.join('\n\n');

/** The body's HTML without the kit's and the styles' class names, which say nothing about its structure. */
const htmlOf = (content: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ArticleBody content={content} />
    </MemoryRouter>,
  ).replace(/ class="[^"]*"/g, '');

describe('article blocks', () => {
  it('reads subheadings and paragraphs as before', () => {
    expect(articleBlocksOf(paragraphs('One.', '## Two', 'Three, with [a link](/verkefni).'))).toEqual([
      { kind: 'paragraph', paragraph: { text: 'One.' } },
      { kind: 'subheading', text: 'Two' },
      { kind: 'paragraph', paragraph: { text: 'Three, with [a link](/verkefni).' } },
    ]);
  });

  it('reads two or more run-in items in a row as one list, each with its label', () => {
    expect(articleBlocksOf(paragraphs('Causes:', '**Images:** too large.', '**Plugins and scripts:** too many.', '**Hosting:** too slow.', 'So fix them.'))).toEqual([
      { kind: 'paragraph', paragraph: { text: 'Causes:' } },
      {
        kind: 'list',
        items: [
          { label: 'Images:', text: 'too large.' },
          { label: 'Plugins and scripts:', text: 'too many.' },
          { label: 'Hosting:', text: 'too slow.' },
        ],
      },
      { kind: 'paragraph', paragraph: { text: 'So fix them.' } },
    ]);
  });

  it('keeps a run-in item alone as a paragraph that starts in bold, and a subheading ends a run', () => {
    expect(articleBlocksOf(paragraphs('**Note:** once.', 'Then text.', '**A:** one.', '## Next', '**B:** two.'))).toEqual([
      { kind: 'paragraph', paragraph: { label: 'Note:', text: 'once.' } },
      { kind: 'paragraph', paragraph: { text: 'Then text.' } },
      { kind: 'paragraph', paragraph: { label: 'A:', text: 'one.' } },
      { kind: 'subheading', text: 'Next' },
      { kind: 'paragraph', paragraph: { label: 'B:', text: 'two.' } },
    ]);
  });

  it.each([
    ['bold mid-paragraph', 'Text with **bold** in it.'],
    ['a label with nothing after it', '**Label:**'],
    ['an empty label', '**** text'],
    ['a label without a space after it', '**Label:**text'],
    ['a label across lines', '**Two\nlines:** text'],
  ])('reads no run-in item in %s: the paragraph is shown as written', (_, paragraph) => {
    expect(articleBlocksOf(paragraphs('Intro.', paragraph))[1]).toEqual({ kind: 'paragraph', paragraph: { text: paragraph } });
  });

  it('leaves the marks out of the plain text and the reading time', () => {
    const content = paragraphs('## Head', '**Images:** see [the guide](/x).', '**Scripts:** fewer.');
    expect(plainTextOf(content)).toBe('Head\n\nImages: see the guide.\n\nScripts: fewer.');
    expect(readingMinutesOf(content, 'en')).toBe(1);
  });
});

describe('the reading time', () => {
  it('is the same for an article in every language (review 36, 6c: one article read "2 min" in English, "1 mín." in Icelandic)', () => {
    for (const { slug } of sampleNews.is) {
      const minutes = locales.map((locale) => readingMinutesOf(sampleNews[locale].find((item) => item.slug === slug)!.content, locale));
      expect(new Set(minutes).size, `${slug}: ${minutes.join(', ')}`).toBe(1);
    }
  });

  it('counts characters, a minute for each 1,150 (1,300 in Spanish), to the nearest minute and at least one', () => {
    const text = (characters: number) => 'x'.repeat(characters);
    expect(readingMinutesOf(text(10), 'is')).toBe(1);
    expect(readingMinutesOf(text(1700), 'en')).toBe(1);
    expect(readingMinutesOf(text(1750), 'da')).toBe(2);
    expect(readingMinutesOf(text(1900), 'es')).toBe(1);
    expect(readingMinutesOf(text(3450), 'is')).toBe(3);
  });
});

describe('the article body', () => {
  it('draws run-in items as a list, each label in bold before its text and links', () => {
    expect(htmlOf(paragraphs('Causes:', '**Images:** see [the guide](/x).', '**Scripts:** fewer.', 'End.'))).toBe(
      '<p>Causes:</p><ul><li><strong>Images:</strong> see <a href="/x">the guide</a>.</li><li><strong>Scripts:</strong> fewer.</li></ul><p>End.</p>',
    );
  });

  it('draws a lone run-in item as a paragraph that starts in bold, and paragraphs without a label as they were', () => {
    expect(htmlOf(paragraphs('**Note:** once.', '## Head', 'Plain [out](https://example.com) and [bad](javascript:x).'))).toBe(
      '<p><strong>Note:</strong> once.</p><h2>Head</h2><p>Plain <a href="https://example.com">out</a> and bad.</p>',
    );
  });

  it.each(locales)('%s: the sample article on speed lists the usual suspects with their labels in bold, no mark left', (locale) => {
    const item = sampleNews[locale].find((entry) => entry.slug === 'hradi-vefsins-skiptir-mali')!;
    const lists = articleBlocksOf(item.content).filter((block) => block.kind === 'list');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.items.map((entry) => entry.label)).toHaveLength(2);
    const html = htmlOf(item.content);
    expect(html.match(/<li><strong>[^<]+:<\/strong> /g)).toHaveLength(2);
    expect(html).not.toContain('**');
  });
});
