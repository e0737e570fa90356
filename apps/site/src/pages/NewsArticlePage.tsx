import { excerptOf, formatDate, newsCategoryOf, newsCoverMotif, type Locale, type Section } from '@hraun/content';
import { Hero, ImagePlaceholder, LoadingText, ResponsiveImage, SectionBlock, ShareButton } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { Navigate, useParams, type Params } from 'react-router-dom';
import { IMAGE_SIZE, pictureSources } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import { newsArticleJsonLd } from '../head/jsonld/news';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail, PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import * as article from './article.css';
import * as styles from './pages.css';
import { ArticleBody } from './ArticleBody';
import { plainTextOf, readingMinutesOf } from './articleBlocks';
import type { ContentSource } from '../data/source';
import { heroFoot } from '../brand/hero.css';
import { NewsHeadlines } from '../sections/NewsHeadlines';
import { SectionView } from '../sections/SectionView';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = ({ slug = '' }: Params) => [queries.newsItem(slug), queries.relatedNews(slug)];

/** The paths of this route known at build time, which the prerender writes. */
export const knownPaths = async (source: ContentSource) => (await source.news()).map((item) => `/frettir/${encodeURIComponent(item.slug)}`);

/**
 * The article's end: the site's one closing band (home, services, pricing and case studies draw the same section), in
 * the article's words.
 */
const CLOSING: Section = {
  kind: 'cta',
  titleKey: 'common:portfolio.news.ctaTitle',
  textKey: 'common:portfolio.news.ctaText',
  ctas: [{ labelKey: 'common:portfolio.project.ctaButton', to: '/fa-tilbod' }],
};

/** How wide the picture is shown: the reading column, or the whole phone. */
const PICTURE_SIZES = '(min-width: 46rem) 44rem, 100vw';

/**
 * At the article's end: the newest other articles as dated headlines, drawn as the home page draws its latest news,
 * so a reader who has finished has somewhere to go. Hidden while loading, when empty and on a read error.
 */
function RelatedNews({ slug }: { slug: string }) {
  const { t } = useSiteTranslation('common');
  const related = useSiteQuery(queries.relatedNews(slug));
  if (related.status !== 'loaded' || related.data.length === 0) return null;
  return (
    <SectionBlock title={t('portfolio.news.related')} data-testid="article-related">
      <NewsHeadlines items={related.data.map(({ id, ...item }) => ({ ...item, slug: id }))} />
    </SectionBlock>
  );
}

/**
 * /frettir/{slug}: date, reading time and share button on one row, picture, excerpt and paragraphs, then the other
 * articles and the site's closing call to action; a read error or a missing item goes back to the list. An item
 * without a picture, or whose picture cannot be loaded, shows a typographic cover (its category under the agency's
 * name, on the category's motif), never a blank block or a broken image. Hero and column share one centred axis.
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
  // Without a picture, a typographic cover: the article's category set large on the category's motif, under the
  // agency's name, as a magazine prints its section on a cover. Not the headline (review 37: the cover repeated the
  // h1 word for word, 700 px under it); list cards keep the headline on theirs, as there it is the card's only title.
  // An article the content gives no category is plain news. The kit hides the cover from assistive technology.
  const category = newsCategoryOf(loaded.slug);
  const placeholder = (
    <ImagePlaceholder
      className={loaded.image_url ? styles.detailPlaceholder : `${styles.detailPlaceholder} ${article.cover}`}
      size="cover"
      title={category ? t(`portfolio.news.categories.${category}`) : t('portfolio.news.title')}
      label={t('site:name')}
      motif={newsCoverMotif[category ?? 'company']}
    />
  );
  return (
    // The page is the article: its h1 is the page's heading, so no <article> wraps it (an h1 inside one reads as a
    // nested document's heading to checkers and outline tools).
    <>
      <Hero {...heroTrail()} className={`${heroFoot} ${article.hero}`} title={loaded.title} text={excerpt} />
      <SectionBlock>
        <div className={article.column}>
          <div className={article.meta}>
            <p className={article.byline}>
              <span>
                {t('portfolio.news.published')} <time dateTime={loaded.published_at}>{formatDate(loaded.published_at, locale)}</time>
              </span>
              <span data-testid="reading-time">{t('portfolio.news.readingTime', { minutes: readingMinutesOf(loaded.content, locale) })}</span>
            </p>
            <ShareButton className={article.share} label={t('portfolio.share.label')} copiedLabel={t('portfolio.share.copied')} title={loaded.title} />
          </div>
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
          <div className={`${styles.prose} ${article.body}`} data-testid="article-body">
            <ArticleBody content={loaded.content} />
          </div>
        </div>
      </SectionBlock>
      <RelatedNews slug={loaded.slug} />
      <SectionView section={CLOSING} />
    </>
  );
}
