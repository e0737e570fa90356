import { HOME_HERO_PROJECT, HOME_QUOTES, type PageContent, type Section } from '@hraun/content';
import { Fragment } from 'react';
import { Button, LoadingText, SectionBlock } from '@hraun/ui';
import { lavaTheme } from '@hraun/ui/themes/lava';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { queries, useSiteQuery, type FeaturedWork } from '../data/queries';
import { pictureSources } from '../data/images';
import { agencyJsonLd } from '../head/jsonld/agency';
import { useHead } from '../head/useHead';
import { HydrationSlice } from '../layout/HydrationSlice';
import { RouterLink } from '../links';
import { ClientQuotes } from '../sections/ClientQuotes';
import { NewsHeadlines } from '../sections/NewsHeadlines';
import { SectionView } from '../sections/SectionView';
import { useAgencyFacts } from './agency';
import { HeroWork } from './HeroWork';
import * as sections from '../sections/sections.css';
import * as portfolio from './portfolio.css';
import * as home from './home.css';
import { underlinedLink } from '../styles/links.css';

/** The route loads the views of the page's rarer sections through this before rendering it (routes.tsx). */
export { prepareSections } from '../sections/sectionKinds';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = () => [
  queries.latestNews(),
  queries.selectedWork(HOME_HERO_PROJECT),
  queries.testimonials(HOME_QUOTES),
  queries.projectTitle(HOME_HERO_PROJECT),
];

/**
 * The latest three news items as dated headlines (no cards: the solutions above are the page's one card grid); hidden
 * while loading, when empty and on a read error (spec section 4).
 */
function LatestNews() {
  const { t } = useSiteTranslation('common');
  const news = useSiteQuery(queries.latestNews());
  if (news.status !== 'loaded' || news.data.length === 0) return null;
  return (
    <SectionBlock title={t('portfolio.news.latest')}>
      <NewsHeadlines items={news.data} covers={false} aria-label={t('portfolio.news.latest')} data-news-list="" />
      <div className={sections.moreAction}>
        <Button asChild variant="secondary">
          <RouterLink href="/frettir">{t('portfolio.news.allNews')}</RouterLink>
        </Button>
      </div>
    </SectionBlock>
  );
}

/** A project's screen as a responsive picture (decorative: the name beside it says what it shows), loaded lazily. */
function Screen({ project, sizes }: { project: FeaturedWork; sizes: string }) {
  if (!project.image) return null;
  const picture = pictureSources({ ...project.image, alt: '' });
  return (
    <picture>
      {picture.sources?.map((source) => <source key={`${source.type} ${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} media={source.media} sizes={sizes} />)}
      <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" />
    </picture>
  );
}

/**
 * Selected work as a case-study band on basalt, without the project the hero shows (design review 8: the same screens
 * twice): the newest other project's picture large, its name, summary and first result figure beside it, the next
 * three as cards in a row (a phone shows the first two as rows, each screen small beside its name). Fewer projects
 * leave fewer cards. While loading it says so; on a read error it says where the projects are; with none it hides.
 */
function SelectedWork() {
  const { t } = useSiteTranslation('common');
  const projects = useSiteQuery(queries.selectedWork(HOME_HERO_PROJECT));
  if (projects.status === 'loaded' && projects.data.length === 0) return null;
  const href = (project: FeaturedWork) => `/verkefni/${encodeURIComponent(project.id)}`;
  const [featured, ...others] = projects.status === 'loaded' ? projects.data : [];
  const figure = featured?.results[0];
  return (
    <section className={`${lavaTheme} ${home.darkBand}`} data-color-scheme="dark" aria-labelledby="selected-work" data-band="work">
      <div className={home.inner}>
        <div className={home.head}>
          <h2 id="selected-work">{t('portfolio.work.title')}</h2>
          <p>{t('portfolio.work.intro')}</p>
        </div>
        {projects.status === 'loading' ? (
          <LoadingText>{t('loading')}</LoadingText>
        ) : projects.status === 'error' ? (
          <p role="status">{t('portfolio.work.error')}</p>
        ) : (
          featured && (
            <div data-testid="selected-work">
              <article className={home.feature} data-testid="featured-work">
                <figure className={home.screen}>
                  <Screen project={featured} sizes="(min-width: 80rem) 42rem, (min-width: 48rem) 56vw, 92vw" />
                </figure>
                <div className={home.story}>
                  <p className={home.eyebrow}>{featured.category}</p>
                  <h3>{featured.title}</h3>
                  {featured.description && <p>{featured.description}</p>}
                  {figure && (
                    <p className={home.result} data-testid="featured-result">
                      <span className={home.resultValue}>{figure.value}</span> <span className={home.resultLabel}>{figure.label}</span>
                    </p>
                  )}
                  {/* Named with the project, starting with the words it shows (WCAG 2.5.3). */}
                  <RouterLink href={href(featured)} className={`${underlinedLink} ${home.featureLink}`} aria-label={`${t('portfolio.projects.readMore')}: ${featured.title}`}>
                    {t('portfolio.projects.readMore')}
                    <span aria-hidden="true">&nbsp;→</span>
                  </RouterLink>
                </div>
              </article>
              {others.length > 0 && (
                <ul className={home.more}>
                  {others.map((project) => (
                    <li key={project.id}>
                      <Screen project={project} sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 30vw, 11rem" />
                      <div>
                        <p>{project.category}</p>
                        <h3>
                          <RouterLink href={href(project)}>{project.title}</RouterLink>
                        </h3>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        )}
        <div className={home.foot}>
          <Button asChild variant="secondary">
            <RouterLink href="/verkefni">{t('portfolio.work.all')}</RouterLink>
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The services as an editorial list: the section's heading, lead and button in a column of their own, each service a
 * numbered line (its name, the link, over its sentence) beside it from a laptop's width.
 */
function ServiceLines({ section }: { section: Extract<Section, { kind: 'links' }> }) {
  const { t } = useSiteTranslation();
  return (
    <section className={home.split} aria-labelledby="home-services" data-band="services">
      <div className={home.splitInner}>
        <div className={home.splitHead}>
          {section.titleKey && <h2 id="home-services">{t(section.titleKey)}</h2>}
          {section.textKey && <p>{t(section.textKey)}</p>}
          {section.more && (
            <Button asChild variant={section.more.variant ?? 'secondary'}>
              <RouterLink href={section.more.to}>{t(section.more.labelKey)}</RouterLink>
            </Button>
          )}
        </div>
        <ol className={home.lines} data-testid="service-lines">
          {section.items.map((item) => (
            <li key={item.to}>
              <h3>
                <RouterLink href={item.to}>{t(item.titleKey)}</RouterLink>
              </h3>
              <p>{t(item.textKey)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * Home as an agency's showcase, in bands of light and basalt: the hero led by the work we built (basalt), the clients'
 * named quotes, their logos and the figures (light), the featured case study (basalt), the services as an editorial
 * list, the solutions as the page's one card grid, the latest news as dated headlines, and the closing call to action.
 */
export function HomePage({ page: homePage }: { page: PageContent }) {
  const { t, i18n } = useSiteTranslation(['home', 'site']);
  const agency = useAgencyFacts();
  useHead({
    title: t(homePage.metaTitleKey),
    description: t(homePage.metaDescriptionKey),
    keywords: t(homePage.metaKeywordsKey),
    jsonLd: [agencyJsonLd(i18n.language as never, agency)],
  });
  const sections = homePage.sections;
  const closing = sections.at(-1)?.kind === 'cta' ? sections.length - 1 : sections.length;
  // The sections before the first card grid: the hero, then (the proof before the claims) the clients' named quotes
  // and their logos, then the figures ("500+ clients"), so what clients say weighs at least as much as what we say.
  const firstGrid = sections.findIndex((section) => section.kind === 'links');
  const workAt = firstGrid === -1 || firstGrid > closing ? closing : firstGrid;
  const rank = (kind: string) => (kind === 'hero' ? 0 : kind === 'logos' ? 1 : 2);
  const opening = sections.slice(0, workAt).sort((a, b) => rank(a.kind) - rank(b.kind));
  // The first card grid after the work, the services, is drawn as an editorial list; the rest as their sections.
  const rest = sections.slice(workAt, closing);
  return (
    <>
      {opening.map((section, index) =>
        section.kind === 'hero' ? (
          // The hero in the theme's dark scheme (a basalt band on the light page too), led by the work we built.
          <Fragment key="hero">
            <div className={`${lavaTheme} ${portfolio.homeHero}`} data-color-scheme="dark">
              <SectionView section={section} />
              <HeroWork />
            </div>
            <HydrationSlice>
              <ClientQuotes />
            </HydrationSlice>
          </Fragment>
        ) : (
          <SectionView key={`${section.kind}-${index}`} section={section} />
        ),
      )}
      <HydrationSlice>
        <SelectedWork />
      </HydrationSlice>
      {/* On a phone the card grid and the news show their first items only: see portfolio.css (condensed). */}
      <div className={portfolio.condensed}>
        {rest.map((section, index) =>
          index === 0 && section.kind === 'links' ? (
            <HydrationSlice key="services">
              <ServiceLines section={section} />
            </HydrationSlice>
          ) : (
            <SectionView key={`${section.kind}-${workAt + index}`} section={section} />
          ),
        )}
        <HydrationSlice>
          <LatestNews />
        </HydrationSlice>
      </div>
      {sections.slice(closing).map((section) => (
        <SectionView key="closing" section={section} />
      ))}
    </>
  );
}
