import { formatDate, type Locale } from '@hraun/content';
import type { HTMLAttributes } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import * as home from '../pages/home.css';

/** One article as a dated headline: its slug (the link's target), title, date and excerpt, if it has one. */
export interface NewsHeadline {
  slug: string;
  title: string;
  /** ISO 8601. */
  published_at: string;
  excerpt: string | null;
}

/**
 * Articles as dated headlines, not cards: home's latest news and the other articles at an article's end draw the
 * same list. The list's own attributes (a name, a test hook) come from where it stands.
 */
export function NewsHeadlines({ items, ...listProps }: { items: readonly NewsHeadline[] } & HTMLAttributes<HTMLUListElement>) {
  const { i18n } = useSiteTranslation('common');
  return (
    <ul {...listProps} className={home.headlines}>
      {items.map((item) => (
        <li key={item.slug}>
          <time dateTime={item.published_at}>{formatDate(item.published_at, i18n.language as Locale)}</time>
          <h3>
            <RouterLink href={`/frettir/${encodeURIComponent(item.slug)}`}>{item.title}</RouterLink>
          </h3>
          {item.excerpt !== null && <p>{item.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
