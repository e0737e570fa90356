import type { PageContent, Price } from '@hraun/content';
import { LoadingText } from '@hraun/ui';
import { useTranslation } from '../i18n/react';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { RelatedProjects } from '../sections/RelatedProjects';
import { SectionView } from '../sections/SectionView';
import { useServiceJsonLd } from '../sections/useServiceJsonLd';

/** Service and solution pages (not their overviews) show related projects before their closing call to action. */
const showsRelatedProjects = (page: PageContent) => /^\/(thjonusta|lausnir)\/[^/]+$/.test(page.path);

/**
 * The lowest price the page's packages state, as a "from" price for the hero's price anchor; null when the page has
 * no priced package.
 */
export function lowestPrice(page: PageContent): Price | null {
  const prices = page.sections.flatMap((section) =>
    section.kind === 'packages' ? section.packages.flatMap((pkg) => (pkg.price && pkg.price.currency === 'ISK' ? [pkg.price] : [])) : [],
  );
  const lowest = prices.reduce<Price | null>((low, price) => (low === null || price.amount < low.amount ? price : low), null);
  return lowest && { ...lowest, from: true };
}

/**
 * The one template of every content page (services, solutions, company, pricing, legal): its sections
 * in order. Until the page's translations are ready it shows the loading text, never raw keys.
 */
export function ContentPage({ page }: { page: PageContent }) {
  const { t, ready } = useTranslation([page.namespace, 'common']);
  const crumbs = useBreadcrumbJsonLd();
  const service = useServiceJsonLd(page);
  useHead({
    title: ready ? t(page.metaTitleKey) : '',
    description: ready ? t(page.metaDescriptionKey) : '',
    keywords: ready ? t(page.metaKeywordsKey) : '',
    jsonLd: service ? [crumbs, service] : [crumbs],
  });
  if (!ready) return <LoadingText>{t('common:loading')}</LoadingText>;
  const sections = page.sections;
  const closing = showsRelatedProjects(page) && sections.at(-1)?.kind === 'cta' ? sections.length - 1 : sections.length;
  const price = lowestPrice(page);
  return (
    <>
      {sections.slice(0, closing).map((section, index) => (
        <SectionView key={`${section.kind}-${index}`} section={section} heroPrice={price} />
      ))}
      {showsRelatedProjects(page) && <RelatedProjects path={page.path} />}
      {sections.slice(closing).map((section, index) => (
        <SectionView key={`closing-${index}`} section={section} />
      ))}
    </>
  );
}
