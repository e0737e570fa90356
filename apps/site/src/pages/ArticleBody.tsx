import type { ReactNode } from 'react';
import { RouterLink } from '../links';
import { paragraphsOf } from './text';

/**
 * An article's content as the news table holds it: paragraphs separated by a blank line, where a paragraph that
 * starts with `## ` is a subheading and `[words](/path)` or `[words](https://…)` is a link in the running text. Only
 * a path on this site or an http(s) address becomes a link; anything else (`javascript:`, a typo) stays its words.
 */
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

const linkable = (href: string) => (href.startsWith('/') && !href.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(href);

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words = '', href = ''] = match;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(linkable(href) ? <RouterLink key={match.index} href={href}>{words}</RouterLink> : words);
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The article's words: subheadings (the page's h1 is its headline, so they are h2) and paragraphs with their links. */
export function ArticleBody({ content }: { content: string }) {
  return paragraphsOf(content).map((block, index) =>
    block.startsWith('## ') ? <h2 key={index}>{block.slice(3).trim()}</h2> : <p key={index}>{inline(block)}</p>,
  );
}

/** The content as plain text (the marks of subheadings and links taken out): what an excerpt is cut from. */
export const plainTextOf = (content: string) =>
  paragraphsOf(content)
    .map((block) => (block.startsWith('## ') ? block.slice(3).trim() : block.replace(LINK, '$1')))
    .join('\n\n');

/** Words a reader reads in a minute: the usual figure for reading on a screen. */
const WORDS_PER_MINUTE = 200;

/** How many minutes the article takes to read, from its words (marks left out), rounded up, at least one. */
export const readingMinutesOf = (content: string) => {
  const words = plainTextOf(content).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};
