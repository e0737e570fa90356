import type { PageContent } from '@hraun/content';
import { Button, SectionBlock } from '@hraun/ui';
import { useTranslation } from '../i18n/react';
import { queries, useSiteQuery } from '../data/queries';
import { agencyJsonLd } from '../head/jsonld/agency';
import { useHead } from '../head/useHead';
import { RouterLink } from '../links';
import { SectionView } from '../sections/SectionView';
import { useAgencyFacts } from './agency';
import { NewsCards } from './NewsListPage';

/** The latest three news items; hidden while loading, when empty and on a read error (spec section 4). */
function LatestNews() {
  const { t } = useTranslation('common');
  const news = useSiteQuery(queries.latestNews());
  if (news.status !== 'loaded' || news.data.length === 0) return null;
  return (
    <SectionBlock title={t('portfolio.news.latest')}>
      <NewsCards items={news.data} label={t('portfolio.news.latest')} />
      <Button asChild variant="secondary">
        <RouterLink href="/frettir">{t('portfolio.news.allNews')}</RouterLink>
      </Button>
    </SectionBlock>
  );
}

/** Home: the home page folder's sections, with the latest news before the closing call to action. */
export function HomePage({ page: homePage }: { page: PageContent }) {
  const { t, i18n } = useTranslation(['home', 'site']);
  const agency = useAgencyFacts();
  useHead({
    title: t(homePage.metaTitleKey),
    description: t(homePage.metaDescriptionKey),
    keywords: t(homePage.metaKeywordsKey),
    jsonLd: [agencyJsonLd(i18n.language as never, agency)],
  });
  const sections = homePage.sections;
  const closing = sections.at(-1)?.kind === 'cta' ? sections.length - 1 : sections.length;
  return (
    <>
      {sections.slice(0, closing).map((section, index) => (
        <SectionView key={`${section.kind}-${index}`} section={section} />
      ))}
      <LatestNews />
      {sections.slice(closing).map((section) => (
        <SectionView key="closing" section={section} />
      ))}
    </>
  );
}
