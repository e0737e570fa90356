import type { PageContent } from '@hraun/content';
import { Fragment } from 'react';
import { Button, LoadingText, ProjectCard, SectionBlock } from '@hraun/ui';
import { lavaTheme } from '@hraun/ui/themes/lava';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { HOME_QUOTES, queries, useSiteQuery } from '../data/queries';
import { agencyJsonLd } from '../head/jsonld/agency';
import { useHead } from '../head/useHead';
import { HydrationSlice } from '../layout/HydrationSlice';
import { RouterLink } from '../links';
import { ClientQuotes } from '../sections/ClientQuotes';
import { projectCardProps } from '../sections/projectCardProps';
import { SectionView } from '../sections/SectionView';
import { useAgencyFacts } from './agency';
import { HeroWork } from './HeroWork';
import { NewsCards } from './NewsListPage';
import * as sections from '../sections/sections.css';
import * as portfolio from './portfolio.css';

/** The route loads the views of the page's rarer sections through this before rendering it (routes.tsx). */
export { prepareSections } from '../sections/sectionKinds';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = () => [queries.latestNews(), queries.selectedWork(), queries.testimonials(HOME_QUOTES)];

/** The latest three news items; hidden while loading, when empty and on a read error (spec section 4). */
function LatestNews() {
  const { t } = useSiteTranslation('common');
  const news = useSiteQuery(queries.latestNews());
  if (news.status !== 'loaded' || news.data.length === 0) return null;
  return (
    <SectionBlock title={t('portfolio.news.latest')}>
      <NewsCards items={news.data} label={t('portfolio.news.latest')} />
      <div className={sections.moreAction}>
        <Button asChild variant="secondary">
          <RouterLink href="/frettir">{t('portfolio.news.allNews')}</RouterLink>
        </Button>
      </div>
    </SectionBlock>
  );
}

/**
 * Selected work: the three newest projects of the data source as cards with their pictures. While loading it says
 * so (its height is reserved by the heading); on a read error it says where the projects are; with none it hides.
 */
function SelectedWork() {
  const { t } = useSiteTranslation('common');
  const projects = useSiteQuery(queries.selectedWork());
  if (projects.status === 'loaded' && projects.data.length === 0) return null;
  return (
    <SectionBlock title={t('portfolio.work.title')} text={t('portfolio.work.intro')}>
      {projects.status === 'loading' ? (
        <LoadingText>{t('loading')}</LoadingText>
      ) : projects.status === 'error' ? (
        <p role="status">{t('portfolio.work.error')}</p>
      ) : (
        <ul className={portfolio.workList} aria-label={t('portfolio.work.title')} data-testid="selected-work">
          {projects.data.map((project) => (
            <li key={project.id}>
              <ProjectCard {...projectCardProps(project, t)} />
            </li>
          ))}
        </ul>
      )}
      <div className={sections.moreAction}>
        <Button asChild variant="secondary">
          <RouterLink href="/verkefni">{t('portfolio.work.all')}</RouterLink>
        </Button>
      </div>
    </SectionBlock>
  );
}

/** Home: the home page folder's sections, with the latest news before the closing call to action. */
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
  // Selected work comes before the first card grid (after the hero, the figures and the client names).
  const firstGrid = sections.findIndex((section) => section.kind === 'links');
  const workAt = firstGrid === -1 || firstGrid > closing ? closing : firstGrid;
  // The proof before the claims: after the hero come the clients' named quotes and their logos, then the figures
  // ("500+ clients"), so that what the clients say weighs at least as much as what the agency says of itself.
  const opening = sections.slice(0, workAt);
  const rank = (kind: string) => (kind === 'hero' ? 0 : kind === 'logos' ? 1 : 2);
  const ordered = opening.map((section, index) => ({ section, index })).sort((a, b) => rank(a.section.kind) - rank(b.section.kind) || a.index - b.index);
  const proofAt = ordered.findIndex(({ section }) => section.kind !== 'hero');
  return (
    <>
      {ordered.map(({ section, index }, at) =>
        section.kind === 'hero' ? (
          // The hero in the theme's dark scheme (a basalt band on the light page too), led by the work we built.
          <div key={`hero-${index}`} className={`${lavaTheme} ${portfolio.homeHero}`} data-color-scheme="dark">
            <SectionView section={section} />
            <HeroWork />
          </div>
        ) : (
          <Fragment key={`${section.kind}-${index}`}>
            {at === proofAt && (
              <HydrationSlice>
                <ClientQuotes />
              </HydrationSlice>
            )}
            {section.kind === 'logos' ? (
              <div className={portfolio.homeLogos}>
                <SectionView section={section} />
              </div>
            ) : (
              <SectionView section={section} />
            )}
          </Fragment>
        ),
      )}
      {proofAt === -1 && (
        <HydrationSlice>
          <ClientQuotes />
        </HydrationSlice>
      )}
      <HydrationSlice>
        <SelectedWork />
      </HydrationSlice>
      {/* On a phone the card grids and the news show their first items only: see portfolio.css (condensed). */}
      <div className={portfolio.condensed}>
        {sections.slice(workAt, closing).map((section, index) => (
          <SectionView key={`${section.kind}-${workAt + index}`} section={section} />
        ))}
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
