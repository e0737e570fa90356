import type { Locale } from '@hraun/content';
import { paragraphsOf } from './text';

/**
 * How an article's content is written, as the news table holds it: paragraphs separated by a blank line, where
 *
 * - a paragraph that starts with `## ` is a subheading;
 * - a paragraph that starts with a label in bold, `**Images:** a photo straight from…`, is a run-in item: two or more
 *   in a row are a list (each item its label in bold, then its text), one alone a paragraph that starts in bold;
 * - `[words](/path)` or `[words](https://…)` in running text is a link (ArticleBody.tsx decides which addresses
 *   become one).
 *
 * No other mark is read: the text is shown as written.
 */
export const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

const SUBHEADING = /^## /;
/** A label in bold at the paragraph's start, then its text: a label is short and one line, so no `*` or line break. */
const RUN_IN = /^\*\*([^*\n]*[^*\s])\*\*\s+(\S[\s\S]*)$/;

/** Running text, and the bold label it starts with if it is a run-in item. */
export interface ArticleText {
  label?: string;
  text: string;
}

export type ArticleBlock =
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; paragraph: ArticleText }
  | { kind: 'list'; items: ArticleText[] };

function textOf(paragraph: string): ArticleText {
  const runIn = RUN_IN.exec(paragraph);
  return runIn ? { label: runIn[1]!, text: runIn[2]! } : { text: paragraph };
}

/** The content as blocks in their order: subheadings, paragraphs, and each run of two or more run-in items as a list. */
export function articleBlocksOf(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let runIns: ArticleText[] = [];
  // A run of run-in items ends at the next block of another kind (or the content's end): a list if it has two.
  const endRunIns = () => {
    if (runIns.length > 1) blocks.push({ kind: 'list', items: runIns });
    else blocks.push(...runIns.map((paragraph) => ({ kind: 'paragraph' as const, paragraph })));
    runIns = [];
  };
  for (const paragraph of paragraphsOf(content)) {
    if (SUBHEADING.test(paragraph)) {
      endRunIns();
      blocks.push({ kind: 'subheading', text: paragraph.slice(3).trim() });
      continue;
    }
    const text = textOf(paragraph);
    if (text.label !== undefined) {
      runIns.push(text);
      continue;
    }
    endRunIns();
    blocks.push({ kind: 'paragraph', paragraph: text });
  }
  endRunIns();
  return blocks;
}

/** Running text without its marks: a link's words, a label before its text. */
const plainOf = ({ label, text }: ArticleText) => [label, text.replace(LINK, '$1')].filter(Boolean).join(' ');

/** The content as plain text (the marks of subheadings, labels and links taken out): what an excerpt is cut from. */
export const plainTextOf = (content: string) =>
  articleBlocksOf(content)
    .flatMap((block) => (block.kind === 'subheading' ? [block.text] : block.kind === 'paragraph' ? [plainOf(block.paragraph)] : block.items.map(plainOf)))
    .join('\n\n');

/**
 * Characters of body text a reader reads in a minute, by language. Counted in characters, not words: the same article
 * runs to about as many characters in Icelandic, English and Danish, while its word counts differ by a fifth
 * (Icelandic packs more into a word), so words at one rate gave "1 mín." in Icelandic and "2 min" in English for one
 * article. Spanish runs about an eighth longer, so it reads at a rate an eighth higher. 1,150 characters is about
 * 200 English words, the usual figure for reading on a screen.
 */
const CHARACTERS_PER_MINUTE: Readonly<Record<Locale, number>> = { is: 1150, en: 1150, da: 1150, es: 1300 };

/**
 * How many minutes the article takes to read in its language, from its characters (marks left out, each run of
 * spaces one), to the nearest minute, at least one.
 */
export const readingMinutesOf = (content: string, locale: Locale) => {
  const characters = plainTextOf(content).replace(/\s+/g, ' ').trim().length;
  return Math.max(1, Math.round(characters / CHARACTERS_PER_MINUTE[locale]));
};
