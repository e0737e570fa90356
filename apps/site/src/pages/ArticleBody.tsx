import type { ReactNode } from 'react';
import { RouterLink } from '../links';
import * as article from './article.css';
import { articleBlocksOf, LINK, type ArticleText } from './articleBlocks';

/**
 * Only a path on this site or an http(s) address becomes a link; anything else (`javascript:`, a typo) stays its
 * words.
 */
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

/** Running text with its links, after its bold label if it has one. */
function Running({ label, text }: ArticleText) {
  if (label === undefined) return inline(text);
  return (
    <>
      <strong>{label}</strong> {inline(text)}
    </>
  );
}

/**
 * The article's words (the format is articleBlocks.ts's): subheadings (the page's h1 is its headline, so they are
 * h2), paragraphs with their links, and run-in items as a list.
 */
export function ArticleBody({ content }: { content: string }) {
  return articleBlocksOf(content).map((block, index) => {
    switch (block.kind) {
      case 'subheading':
        return <h2 key={index}>{block.text}</h2>;
      case 'paragraph':
        return (
          <p key={index}>
            <Running {...block.paragraph} />
          </p>
        );
      case 'list':
        return (
          <ul key={index} className={article.runIns}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Running {...item} />
              </li>
            ))}
          </ul>
        );
    }
  });
}
