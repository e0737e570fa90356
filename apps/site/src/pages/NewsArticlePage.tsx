import { excerptOf, formatDate, newsCategoryOf, newsCoverMotif, type Locale } from '@hraun/content';
import { Button, Hero, ImagePlaceholder, LoadingText, ResponsiveImage, SectionBlock, ShareButton } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { Navigate, useParams, type Params } from 'react-router-dom';
import { IMAGE_SIZE, pictureSources } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import { newsArticleJsonLd } from '../head/jsonld/news';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail, PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { RouterLink } from '../links';
import * as article from './article.css';
import * as styles from './pages.css';
import { ArticleBody } from './ArticleBody';
import { plainTextOf, readingMinutesOf } from './articleBlocks';
import type { ContentSource } from '../data/source';
import { readingWithAside } from './readingColumns.css';
import { heroFoot } from '../brand/hero.css';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = ({ slug = '' }: Params) => [queries.newsItem(slug), queries.relatedNews(slug)];

/** The paths of this route known at build time, which the prerender writes. */
export const knownPaths = async (source: ContentSource) => (await source.news()).map((item) => `/frettir/${encodeURIComponent(item.slug)}`);

/** How wide the picture is shown: the reading column, or the whole phone. */
const PICTURE_SIZES = '(min-width: 46rem) 44rem, 100vw';

/**
 * Beside the article from a desktop width (under it on a phone): the newest other articles and the way to a quote,
 * so a reader who has finished has somewhere useful to go.
 */
function ArticleAside({ slug }: { slug: string }) {
  const { t } = useSiteTranslation('common');
  const related = useSiteQuery(queries.relatedNews(slug));
  return (
    <aside className={article.articleAside} data-testid="article-aside">
      {related.status === 'loaded' && related.data.length > 0 && (
        <section aria-labelledby="article-related">
          <h2 id="article-related">{t('portfolio.news.related')}</h2>
          <ul>
            {related.data.map((item) => (
              <li key={item.id}>
                <RouterLink href={`/frettir/${encodeURIComponent(item.id)}`}>{item.title}</RouterLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="article-quote" className={article.articleCta}>
        <h2 id="article-quote">{t('portfolio.news.asideCtaTitle')}</h2>
        <p>{t('portfolio.news.asideCtaText')}</p>
        <Button asChild>
          <RouterLink href="/fa-tilbod">{t('portfolio.project.ctaButton')}</RouterLink>
        </Button>
      </section>
    </aside>
  );
}

/**
 * /frettir/{slug}: date and reading time, share button, picture, excerpt and paragraphs; a read error or a missing
 * item goes back to the list. An item without a picture, or whose picture cannot be loaded, shows a typographic cover
 * (its category on the category's motif), never a blank block or a broken image.
 */
export function NewsArticlePage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useSiteTranslation(['common', 'site']);
  const locale = i18n.language as Locale;
  const item = useSiteQuery(queries.newsItem(slug));
  const crumbs = useBreadcrumbJsonLd();
  const loaded = item.status === 'loaded' ? item.data : null;
  const excerpt = loaded ? (loaded.excerpt ?? excerptOf(plainTextOf(loaded.content))) : '';
  useHead({
    title: loaded?.title ?? t('portfolio.news.metaTitle'),
    description: loaded ? excerpt : t('portfolio.news.metaDescription'),
    keywords: t('portfolio.news.metaKeywords'),
    type: 'article',
    image: loaded?.image_url ?? undefined,
    imageAlt: loaded?.title,
    jsonLd: loaded
      ? [
          crumbs,
          newsArticleJsonLd(locale, {
            headline: loaded.title,
            description: excerpt,
            path: `/frettir/${loaded.slug}`,
            datePublished: loaded.published_at,
            image: loaded.image_url ?? undefined,
            publisherName: t('site:name'),
          }),
        ]
      : [crumbs],
  });
  if (item.status === 'error' || (item.status === 'loaded' && item.data === null)) {
    return <Navigate to="/frettir" replace />;
  }
  if (!loaded) {
    return (
      <>
        <PageBreadcrumbs />
        <LoadingText>{t('loading')}</LoadingText>
      </>
    );
  }
  // Without a picture, a typographic cover (issue 35, review 35g): the category's name set large on its motif, under
  // the news section's name. Not the headline (review 35h): the h1 just above says it, and the cover repeated it. The
  // kit hides the cover from assistive technology, so it is not read at all; the cards on /frettir keep the headline.
  const category = newsCategoryOf(loaded.slug);
  const placeholder = (
    <ImagePlaceholder
      className={styles.detailPlaceholder}
      size="cover"
      title={category ? t(`portfolio.news.categories.${category}`) : t('portfolio.news.title')}
      label={category ? t('portfolio.news.title') : undefined}
      motif={newsCoverMotif[category ?? 'company']}
    />
  );
  return (
    // The page is the article: its h1 is the page's heading, so no <article> wraps it (an h1 inside one reads as a
    // nested document's heading to checkers and outline tools).
    <>
      <Hero {...heroTrail()} className={heroFoot} title={loaded.title} text={excerpt} />
      <SectionBlock>
        <div className={readingWithAside} data-testid="reading-columns">
        <div className={styles.prose}>
        <p className={article.byline}>
          <span>
            {t('portfolio.news.published')} <time dateTime={loaded.published_at}>{formatDate(loaded.published_at, locale)}</time>
          </span>
          <span data-testid="reading-time">{t('portfolio.news.readingTime', { minutes: readingMinutesOf(loaded.content) })}</span>
        </p>
        <ShareButton label={t('portfolio.share.label')} copiedLabel={t('portfolio.share.copied')} title={loaded.title} />
        {loaded.image_url ? (
          // Decorative: the headline above says what it shows. In the first screenful, so fetched with the page.
          <ResponsiveImage
            className={styles.detailImage}
            {...pictureSources({ src: loaded.image_url, ...IMAGE_SIZE, alt: '' })}
            sizes={PICTURE_SIZES}
            priority
            fallback={placeholder}
          />
        ) : (
          placeholder
        )}
        <div className={styles.prose} data-testid="article-body">
          <ArticleBody content={loaded.content} />
        </div>
        </div>
        <ArticleAside slug={loaded.slug} />
        </div>
      </SectionBlock>
    </>
  );
}
