import type { PageContent } from '@hraun/content';
import { lazy, Suspense, useMemo } from 'react';
import { LoadingText } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { queries } from '../data/queries';
import { HeroAside, hasHeroAside, heroKind } from '../sections/HeroAside';
import { heroKinds } from '../sections/heroAside.css';
import { isServicePage, isServicePath, lowestPrice, showsProof } from '../sections/servicePage';
import { SectionView } from '../sections/SectionView';
import { useServiceJsonLd } from '../sections/useServiceJsonLd';

/** The route loads the views of the page's rarer sections through this before rendering it (routes.tsx). */
export { prepareSections } from '../sections/sectionKinds';

/**
 * Related work and the client's quote are shown below the fold: their cards and picture code stay out of the
 * first-load JavaScript of every content page (legal pages included). Their data is read by the prerender (`reads`)
 * and the sections are in the HTML, so while their chunk loads React keeps the server's markup in place: nothing moves
 * when the page hydrates.
 */
const PageProof = lazy(() => import('../sections/PageProof'));

/** What the prerender reads and inlines: a service or solution page's related work, and a selling page's client quote. */
export const reads = (_params: unknown, path: string) => [
  ...(isServicePath(path) ? [queries.relatedWork(path)] : []),
  ...(showsProof(path) ? [queries.pageQuote(path)] : []),
];

/**
 * The one template of every content page (services, solutions, company, pricing, legal): its sections
 * in order, the breadcrumbs in the opening hero (above the sections when a page opens otherwise). Until the page's
 * translations are ready it shows the trail and the loading text, never raw keys.
 */
export function ContentPage({ page }: { page: PageContent }) {
  const { t, ready } = useSiteTranslation([page.namespace, 'common']);
  const crumbs = useBreadcrumbJsonLd();
  const service = useServiceJsonLd(page);
  useHead({
    title: ready ? t(page.metaTitleKey) : '',
    description: ready ? t(page.metaDescriptionKey) : '',
    keywords: ready ? t(page.metaKeywordsKey) : '',
    jsonLd: service ? [crumbs, service] : [crumbs],
  });
  // One element for the page's life: a re-render of the page (its strings reloaded after start) must not reach the
  // proof's boundary while it is still dehydrated, waiting for its chunk: an update there makes React drop the
  // server's markup and show the fallback (the section vanished for about 250 ms after hydration, and the page moved).
  const proof = useMemo(
    () =>
      showsProof(page.path) ? (
        <Suspense fallback={null}>
          <PageProof path={page.path} related={isServicePage(page)} />
        </Suspense>
      ) : null,
    [page],
  );
  if (!ready) {
    return (
      <>
        <PageBreadcrumbs />
        <LoadingText>{t('common:loading')}</LoadingText>
      </>
    );
  }
  const sections = page.sections;
  // The closing band ends the page, after the proof of a page that shows one.
  const closing = sections.at(-1)?.kind === 'cta' ? sections.length - 1 : sections.length;
  const price = isServicePage(page) ? lowestPrice(page) : null;
  const kind = hasHeroAside(page) ? heroKind(page) : undefined;
  return (
    <>
      {sections[0]?.kind !== 'hero' && <PageBreadcrumbs />}
      {sections.slice(0, closing).map((section, index) => (
        <SectionView
          key={`${section.kind}-${index}`}
          section={section}
          heroPrice={price}
          opensPage={index === 0}
          heroAside={index === 0 && kind ? <HeroAside page={page} /> : undefined}
          heroKind={index === 0 && kind ? { name: kind, className: heroKinds[kind] } : undefined}
        />
      ))}
      {proof}
      {sections.slice(closing).map((section, index) => (
        <SectionView key={`closing-${index}`} section={section} />
      ))}
    </>
  );
}
