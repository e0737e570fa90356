import { formatDate, newsCategoryOf, newsCoverMotif, type Locale } from '@hraun/content';
import { ImagePlaceholder } from '@hraun/ui';
import type { HTMLAttributes } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useRunning } from '../layout/useRunning';
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
 * same list. With `covers`, each stands under its article's typographic cover at a card's size (its category's motif
 * drawn from its title, as the article's own page has it; design review 8), which the kit hides from assistive
 * technology. Home leaves them out: its news follows the solutions' cards, and a second row of pictures there made two
 * card grids in a row (the composition rule of issue 35; design review 9 also found them repeating each headline). The covers
 * are inline SVG, no requests, drawn once the app runs: in the prerendered HTML they would weigh on home's first
 * round trip, and the lists stand far below the first screen, so their arrival moves nothing in view. The list's own
 * attributes (a name, a test hook) come from where it stands.
 */
export function NewsHeadlines({
  items,
  covers = true,
  ...listProps
}: {
  items: readonly NewsHeadline[];
  /** Whether each headline stands under its article's cover. */
  covers?: boolean;
} & HTMLAttributes<HTMLUListElement>) {
  const { t, i18n } = useSiteTranslation('common');
  const running = useRunning();
  return (
    <ul {...listProps} className={home.headlines}>
      {items.map((item) => {
        const category = newsCategoryOf(item.slug);
        return (
          <li key={item.slug}>
            {covers && running && (
              <ImagePlaceholder
                className={home.headlineCover}
                title={item.title}
                label={category ? t(`portfolio.news.categories.${category}`) : t('portfolio.news.title')}
                motif={newsCoverMotif[category ?? 'company']}
              />
            )}
            <time dateTime={item.published_at}>{formatDate(item.published_at, i18n.language as Locale)}</time>
            <h3>
              <RouterLink href={`/frettir/${encodeURIComponent(item.slug)}`}>{item.title}</RouterLink>
            </h3>
            {item.excerpt !== null && <p>{item.excerpt}</p>}
          </li>
        );
      })}
    </ul>
  );
}
