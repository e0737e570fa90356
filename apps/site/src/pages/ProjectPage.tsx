import { Button, Gallery, Hero, ImagePlaceholder, LoadingText, ResponsiveImage, ResultFigures, SectionBlock, ShareButton } from '@hraun/ui';
import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { Navigate, useParams, type Params } from 'react-router-dom';
import { pictureSources } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import type { Project } from '../data/types';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail, PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { RouterLink } from '../links';
import * as styles from './pages.css';
import * as portfolio from './portfolio.css';
import { paragraphsOf } from './text';
import type { ContentSource } from '../data/source';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = ({ id = '' }: Params) => [queries.project(id), queries.projectTitle(id)];

/** The paths of this route known at build time, which the prerender writes. */
export const knownPaths = async (source: ContentSource) => (await source.projects()).map((project) => `/verkefni/${encodeURIComponent(project.id)}`);

/** How wide the lead picture is shown: the content column (at most the container) or the whole phone. */
const LEAD_SIZES = '(min-width: 75rem) 72rem, 100vw';

/** One part of the case study (challenge, solution or result): a heading and its paragraphs; nothing when empty. */
function Part({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  if (!text && !children) return null;
  return (
    <section className={portfolio.part}>
      <h2>{title}</h2>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {children}
    </section>
  );
}

/** The case study: challenge, solution and result (with its figures) when the project has them, else its text. */
function CaseStudy({ project }: { project: Project }) {
  const { t } = useSiteTranslation('common');
  const structured = Boolean(project.challenge || project.solution || project.result || project.results.length > 0);
  if (!structured) {
    return (
      <div className={styles.prose}>
        {paragraphsOf(project.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <div className={portfolio.caseStudy}>
      <Part title={t('portfolio.project.challengeTitle')} text={project.challenge} />
      <Part title={t('portfolio.project.solutionTitle')} text={project.solution} />
      <Part title={t('portfolio.project.resultTitle')} text={project.result}>
        <ResultFigures items={project.results} label={t('portfolio.project.resultsTitle')} />
      </Part>
    </div>
  );
}

/** /verkefni/{id}: one project as a case study; a read error or a missing project goes back to the list. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { t } = useSiteTranslation('common');
  const project = useSiteQuery(queries.project(id));
  const crumbs = useBreadcrumbJsonLd();
  const loaded = project.status === 'loaded' ? project.data : null;
  useHead({
    title: loaded?.title ?? t('portfolio.projects.metaTitle'),
    description: loaded?.description ?? t('portfolio.projects.metaDescription'),
    keywords: loaded ? [loaded.category, ...loaded.tags].join(', ') : t('portfolio.projects.metaKeywords'),
    image: loaded?.image?.src ?? undefined,
    imageAlt: loaded?.image?.alt || loaded?.title,
    jsonLd: [crumbs],
  });
  if (project.status === 'error' || (project.status === 'loaded' && project.data === null)) {
    return <Navigate to="/verkefni" replace />;
  }
  if (!loaded) {
    return (
      <>
        <PageBreadcrumbs />
        <LoadingText>{t('loading')}</LoadingText>
      </>
    );
  }
  const placeholder = <ImagePlaceholder className={portfolio.leadPlaceholder} title={loaded.title} label={loaded.category || undefined} />;
  const lead = loaded.image ? pictureSources(loaded.image) : null;
  return (
    // The page is the article: its h1 is the page's heading, so no <article> wraps it (an h1 inside one reads as a
    // nested document's heading to checkers and outline tools).
    <>
      <Hero {...heroTrail()} title={loaded.title} text={loaded.description} eyebrow={loaded.category} />
      <SectionBlock>
        {lead ? (
          // Below the hero's heading and text: not the page's largest paint on a desktop, and lazy would only delay
          // it on a phone, where it enters the first screenful.
          <ResponsiveImage
            className={portfolio.leadImage}
            {...lead}
            alt={lead.alt || t('portfolio.project.imageAlt', { title: loaded.title })}
            sizes={LEAD_SIZES}
            priority
            fallback={placeholder}
          />
        ) : (
          placeholder
        )}
      </SectionBlock>
      <SectionBlock>
        <CaseStudy project={loaded} />
      </SectionBlock>
      {loaded.gallery.length > 0 && (
        <SectionBlock title={t('portfolio.project.galleryTitle')}>
          <Gallery images={loaded.gallery.map(pictureSources)} label={t('portfolio.project.galleryTitle')} />
        </SectionBlock>
      )}
      <SectionBlock>
        <div className={styles.prose}>
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
          </div>
        </div>
      </SectionBlock>
      <SectionBlock>
        <div className={portfolio.cta} data-testid="project-cta">
          <div className={portfolio.ctaText}>
            <h2>{t('portfolio.project.ctaTitle')}</h2>
            <p>{t('portfolio.project.ctaText')}</p>
          </div>
          <Button asChild variant="inverse" className={portfolio.ctaButton}>
            <RouterLink href="/fa-tilbod">{t('portfolio.project.ctaButton')}</RouterLink>
          </Button>
        </div>
      </SectionBlock>
    </>
  );
}
