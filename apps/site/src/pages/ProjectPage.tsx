import { Button, Hero, LoadingText, SectionBlock, ShareButton } from '@hraun/ui';
import { useTranslation } from '../i18n/react';
import { Navigate, useParams } from 'react-router-dom';
import { queries, useSiteQuery } from '../data/queries';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { RouterLink } from '../links';
import * as styles from './pages.css';
import { paragraphsOf } from './text';

/** /verkefni/{id}: one project; a read error or a missing project goes back to the list. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('common');
  const project = useSiteQuery(queries.project(id));
  const crumbs = useBreadcrumbJsonLd();
  const loaded = project.status === 'loaded' ? project.data : null;
  useHead({
    title: loaded?.title ?? t('portfolio.projects.metaTitle'),
    description: loaded?.description ?? t('portfolio.projects.metaDescription'),
    keywords: loaded ? [loaded.category, ...loaded.tags].join(', ') : t('portfolio.projects.metaKeywords'),
    image: loaded?.image_url ?? undefined,
    imageAlt: loaded?.title,
    jsonLd: [crumbs],
  });
  if (project.status === 'error' || (project.status === 'loaded' && project.data === null)) {
    return <Navigate to="/verkefni" replace />;
  }
  if (!loaded) return <LoadingText>{t('loading')}</LoadingText>;
  return (
    // The page is the article: its h1 is the page's heading, so no <article> wraps it (an h1 inside one reads as a
    // nested document's heading to checkers and outline tools).
    <>
      <Hero title={loaded.title} text={loaded.description} eyebrow={loaded.category} />
      <SectionBlock>
        <div className={styles.prose}>
        {loaded.image_url && <img className={styles.detailImage} src={loaded.image_url} alt="" width={1200} height={675} />}
        {paragraphsOf(loaded.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <h2>{t('portfolio.project.featuresTitle')}</h2>
        <ul>
          {(t('portfolio.project.features', { returnObjects: true }) as string[]).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <dt>{t('portfolio.project.category')}</dt>
          <dd>{loaded.category}</dd>
          <dt>{t('portfolio.project.tags')}</dt>
          <dd>
            <ul className={styles.tags}>
              {loaded.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <p>{t('portfolio.project.team')}</p>
        <div className={styles.actions}>
          {loaded.link && (
            <Button asChild variant="secondary">
              <a href={loaded.link} rel="noopener noreferrer" target="_blank">
                {t('portfolio.project.visit')}
              </a>
            </Button>
          )}
          <ShareButton label={t('portfolio.share.label')} copiedLabel={t('portfolio.share.copied')} title={loaded.title} />
          <Button asChild>
            <RouterLink href="/fa-tilbod">{t('portfolio.project.quote')}</RouterLink>
          </Button>
        </div>
        </div>
      </SectionBlock>
    </>
  );
}
