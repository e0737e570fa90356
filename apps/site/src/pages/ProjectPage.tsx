import { Button, Gallery, Hero, ImagePlaceholder, LoadingText, ResponsiveImage, ResultFigures, SectionBlock, ShareButton, Testimonial } from '@hraun/ui';
import { Icon } from '@hraun/ui/icons/hraun';
import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { Navigate, useParams, type Params } from 'react-router-dom';
import { pictureSources } from '../data/images';
import { queries, useSiteQuery, type CaseStudyProof } from '../data/queries';
import type { Project, ProjectImage } from '../data/types';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail, PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { RouterLink } from '../links';
import { testimonialProps } from '../sections/ClientQuotes';
import * as styles from './pages.css';
import * as portfolio from './portfolio.css';
import { paragraphsOf } from './text';
import type { ContentSource } from '../data/source';
import type { Section } from '@hraun/content';
import { SectionView } from '../sections/SectionView';

/** The case study's end: the site's one closing band (home, services, pricing and articles draw the same section). */
const CLOSING: Section = {
  kind: 'cta',
  titleKey: 'common:portfolio.project.ctaTitle',
  textKey: 'common:portfolio.project.ctaText',
  ctas: [{ labelKey: 'common:portfolio.project.ctaButton', to: '/fa-tilbod' }],
};

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = ({ id = '' }: Params) => [queries.project(id), queries.projectTitle(id), queries.caseStudyProof(id)];

/** The paths of this route known at build time, which the prerender writes. */
export const knownPaths = async (source: ContentSource) => (await source.projects()).map((project) => `/verkefni/${encodeURIComponent(project.id)}`);

/** How wide the lead picture is shown: the content column (at most the container) or the whole phone. */
const LEAD_SIZES = '(min-width: 75rem) 72rem, 100vw';

/** One part of the case study (challenge, solution or result): a heading and its paragraphs; nothing when empty. */
function Part({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <section className={portfolio.part}>
      <h2>{title}</h2>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * The case study: challenge, solution and result when the project has them, else its text; the client's quote, when
 * there is one, between the solution and the result (review 36: a pull quote across the content column, where it
 * was a narrow column of large type beside the story). The result's figures stand in the hero's facts, the one place
 * they are set as figures; the result's text tells the rest of the result.
 */
function CaseStudy({ project, quote }: { project: Project; quote: ReactNode }) {
  const { t } = useSiteTranslation('common');
  const structured = Boolean(project.challenge || project.solution || project.result);
  if (!structured) {
    return (
      <div className={portfolio.caseStudy}>
        <div className={styles.prose}>
          {paragraphsOf(project.content).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {quote}
      </div>
    );
  }
  return (
    <div className={portfolio.caseStudy}>
      <Part title={t('portfolio.project.challengeTitle')} text={project.challenge} />
      <Part title={t('portfolio.project.solutionTitle')} text={project.solution} />
      {quote}
      <Part title={t('portfolio.project.resultTitle')} text={project.result} />
    </div>
  );
}

/** The client's quote about the project: the kit's featured quote, a pull-quote in the story's flow. */
function ClientWords({ testimonial }: { testimonial: NonNullable<CaseStudyProof['testimonial']> }) {
  return (
    <div className={portfolio.pullQuote} data-testid="result-callout">
      <Testimonial {...testimonialProps(testimonial)} variant="featured" />
    </div>
  );
}

/**
 * What the project included: its own deliverables, or the generic list for a row that has none (written before the
 * column), as the site's ticked list (the packages' features), two columns from a tablet's width.
 */
function Deliverables({ project }: { project: Project }) {
  const { t } = useSiteTranslation('common');
  const items = project.deliverables.length > 0 ? project.deliverables : (t('portfolio.project.features', { returnObjects: true }) as string[]);
  return (
    <SectionBlock title={t('portfolio.project.featuresTitle')}>
      <ul className={portfolio.checkList} data-testid="project-deliverables">
        {items.map((feature) => (
          <li key={feature}>
            <Icon name="check" size="sm" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}

/**
 * The facts beside the hero's title (issue 35, review 35g: the hero's right half was empty at 1440 px): the result in
 * figures, then client (with its logo), year, country, services, platform, team and technology (the live site is the hero's
 * button). A fact the data does not have is left out, never shown empty. The only place on the page these are said.
 */
function Facts({ project, proof }: { project: Project; proof: CaseStudyProof | null }) {
  const { t, i18n } = useSiteTranslation('common');
  const client = proof?.client ?? null;
  // Country names are in the strings rather than from Intl.DisplayNames: the prerender's ICU and the browser's may
  // name a country differently, and the page would not hydrate. A code without a name is shown as it is.
  const countryName = (code: string) =>
    i18n.exists(`common:portfolio.countries.${code}`) ? t(`portfolio.countries.${code}` as 'portfolio.countries.IS') : code;
  // The third member marks a row that takes the panel's whole width (the list of tags).
  const rows: [string, ReactNode, boolean?][] = [];
  if (client) {
    rows.push([
      t('portfolio.project.facts.client'),
      <span className={portfolio.client}>
        {client.logo && <img src={client.logo.src} width={client.logo.width} height={client.logo.height} alt="" loading="lazy" decoding="async" />}
        {client.name}
      </span>,
    ]);
  }
  rows.push([t('portfolio.project.facts.year'), new Date(project.published_at).getUTCFullYear()]);
  if (client?.country) rows.push([t('portfolio.project.facts.country'), countryName(client.country)]);
  if (project.category) rows.push([t('portfolio.project.facts.services'), project.category]);
  if (project.platform) rows.push([t('portfolio.project.facts.platform'), project.platform]);
  // The spec's team label: projects carry no team of their own, so the agency's team, as one fact among the others.
  rows.push([t('portfolio.project.facts.team'), t('portfolio.project.facts.teamValue')]);
  if (project.tags.length > 0) {
    rows.push([
      t('portfolio.project.tags'),
      <ul className={styles.tags}>
        {project.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>,
      true,
    ]);
  }
  return (
    <aside className={portfolio.factsPanel} aria-labelledby="project-facts" data-testid="project-facts">
      <h2 id="project-facts">{t('portfolio.project.factsTitle')}</h2>
      <ResultFigures className={portfolio.heroFigures} items={project.results} label={t('portfolio.project.resultsTitle')} />
      <dl className={portfolio.factList}>
        {rows.map(([label, value, wide]) => (
          <div key={label} className={wide ? portfolio.factWide : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/**
 * The project's screens with a caption each. tools/project-pictures.ts names them by view (`-desktop-`, `-phones-`),
 * so those two are captioned as the desktop and the phone screens; any other picture is shown without a caption.
 */
function useScreenCaption() {
  const { t } = useSiteTranslation('common');
  return (image: ProjectImage) =>
    /-(desktop|sections)-\d+\./.test(image.src)
      ? t('portfolio.project.screenDesktop')
      : /-phones-\d+\./.test(image.src)
        ? t('portfolio.project.screenPhone')
        : undefined;
}

/**
 * The previous (newer) and next (older) project, by title, wrapping round at the list's ends: the way on in either
 * direction without going back to the list. Each link's name says which way and which project, as one phrase; the
 * space between its two lines keeps the words the link shows apart in that name too (WCAG 2.5.3).
 */
function Neighbours({ proof }: { proof: CaseStudyProof | null }) {
  const { t } = useSiteTranslation('common');
  if (!proof || (!proof.previous && !proof.next)) return null;
  return (
    <nav className={portfolio.neighbours} aria-label={t('portfolio.project.neighbours')} data-testid="project-neighbours">
      {proof.previous && (
        <RouterLink
          className={portfolio.neighbour}
          href={`/verkefni/${encodeURIComponent(proof.previous.id)}`}
          rel="prev"
          aria-label={t('portfolio.project.previousNamed', { title: proof.previous.title })}
        >
          <span className={portfolio.neighbourLabel}>{t('portfolio.project.previous')}</span>{' '}
          <span className={portfolio.neighbourTitle}>{proof.previous.title}</span>
        </RouterLink>
      )}
      {proof.next && (
        <RouterLink
          className={`${portfolio.neighbour} ${portfolio.neighbourNext}`}
          href={`/verkefni/${encodeURIComponent(proof.next.id)}`}
          rel="next"
          aria-label={t('portfolio.project.nextNamed', { title: proof.next.title })}
        >
          <span className={portfolio.neighbourLabel}>{t('portfolio.project.next')}</span>{' '}
          <span className={portfolio.neighbourTitle}>{proof.next.title}</span>
        </RouterLink>
      )}
    </nav>
  );
}

/** /verkefni/{id}: one project as a case study; a read error or a missing project goes back to the list. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { t } = useSiteTranslation('common');
  const project = useSiteQuery(queries.project(id));
  const proofQuery = useSiteQuery(queries.caseStudyProof(id));
  const proof = proofQuery.status === 'loaded' ? proofQuery.data : null;
  const caption = useScreenCaption();
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
  const testimonial = proof?.testimonial ?? null;
  return (
    // The page is the article: its h1 is the page's heading, so no <article> wraps it (an h1 inside one reads as a
    // nested document's heading to checkers and outline tools).
    <>
      <Hero
        {...heroTrail()}
        className={portfolio.projectHero}
        title={loaded.title}
        text={loaded.description}
        eyebrow={loaded.category}
        // The work, then its facts: on a phone the picture comes right after the title and its buttons, before the
        // long list of facts (review 35h); from a tablet up the facts stand beside the title, the picture under both.
        media={
          lead ? (
            // Under the hero's heading and text: not the page's largest paint on a desktop, and lazy would only delay
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
          )
        }
        mediaPlacement="below"
        aside={<Facts project={loaded} proof={proof} />}
        actions={
          <>
            <Button asChild>
              <RouterLink href="/fa-tilbod">{t('portfolio.project.quote')}</RouterLink>
            </Button>
            {loaded.link && (
              <Button asChild variant="secondary">
                <a href={loaded.link} rel="noopener noreferrer" target="_blank">
                  {t('portfolio.project.visit')}
                </a>
              </Button>
            )}
            {/* The lesser action beside the quote: text only, so the one button that stands out is the quote's. */}
            <ShareButton variant="ghost" label={t('portfolio.share.label')} copiedLabel={t('portfolio.share.copied')} title={loaded.title} />
          </>
        }
      />
      <SectionBlock>
        <CaseStudy project={loaded} quote={testimonial && <ClientWords testimonial={testimonial} />} />
      </SectionBlock>
      {loaded.gallery.length > 0 && (
        <SectionBlock title={t('portfolio.project.galleryTitle')}>
          <Gallery
            images={loaded.gallery.map((image) => ({ ...pictureSources(image), caption: caption(image) }))}
            label={t('portfolio.project.galleryTitle')}
          />
        </SectionBlock>
      )}
      <Deliverables project={loaded} />
      <SectionBlock>
        <Neighbours proof={proof} />
      </SectionBlock>
      {/* The site's one closing band (home, services, pricing, articles). */}
      <div data-testid="project-cta">
        <SectionView section={CLOSING} />
      </div>
    </>
  );
}
