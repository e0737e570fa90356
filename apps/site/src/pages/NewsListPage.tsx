import { formatDate, newsCategoryOf, newsCoverMotif, type Locale } from '@hraun/content';
import { Hero, LoadingText, NewsCard, SectionBlock } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { queries, useSiteQuery, type NewsSummary } from '../data/queries';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail } from '../layout/PageBreadcrumbs';
import { RouterLink } from '../links';
import { IMAGE_SIZE, pictureSources } from '../data/images';
import * as styles from './pages.css';
import { heroFoot } from '../brand/hero.css';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = () => [queries.news()];


/**
 * News items as cards, newest first; used by /frettir and the home page. `leadsPage`: the list starts the page's
 * first screenful, so the first card's picture is fetched with the page (the rest stay lazy).
 */
export function NewsCards({ items, label, headingLevel = 3, leadsPage = false }: { items: readonly NewsSummary[]; label: string; headingLevel?: 2 | 3; leadsPage?: boolean }) {
  const { t, i18n } = useSiteTranslation('common');
  return (
    <ul className={styles.cardList} aria-label={label} data-news-list="">
      {items.map((item, index) => {
        const category = newsCategoryOf(item.slug);
        return (
          <li key={item.id}>
            <NewsCard
              imagePriority={leadsPage && index === 0}
              title={item.title}
              excerpt={item.excerpt}
              date={formatDate(item.published_at, i18n.language as Locale)}
              dateTime={item.published_at}
              // Decorative: the card's headline says what it is about. Without one the card draws a designed stand-in.
              image={item.image_url ? { ...pictureSources({ src: item.image_url, ...IMAGE_SIZE, alt: '' }) } : undefined}
              // Without a picture, a cover: the headline on its category's motif, drawn from the headline in the page.
              imageLabel={category ? t(`portfolio.news.categories.${category}`) : t('portfolio.news.title')}
              imageMotif={newsCoverMotif[category ?? 'company']}
              href={`/frettir/${encodeURIComponent(item.slug)}`}
              linkLabel={t('portfolio.news.readMore')}
              linkComponent={RouterLink}
              headingLevel={headingLevel}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** /frettir: every news item; a read error shows an empty list. */
export function NewsListPage() {
  const { t } = useSiteTranslation('common');
  const news = useSiteQuery(queries.news());
  useHead({
    title: t('portfolio.news.metaTitle'),
    description: t('portfolio.news.metaDescription'),
    keywords: t('portfolio.news.metaKeywords'),
    jsonLd: [useBreadcrumbJsonLd()],
  });
  const items = news.status === 'loaded' ? news.data : [];
  return (
    <>
      <Hero {...heroTrail()} className={heroFoot} title={t('portfolio.news.title')} text={t('portfolio.news.intro')} />
      <SectionBlock>
        {news.status === 'loading' ? (
          <LoadingText>{t('loading')}</LoadingText>
        ) : items.length === 0 ? (
          <p role="status">{t('portfolio.news.empty')}</p>
        ) : (
          <NewsCards items={items} label={t('portfolio.news.title')} headingLevel={2} leadsPage />
        )}
      </SectionBlock>
    </>
  );
}
