import type { Section } from '@hraun/content';
import { Button, NotFound } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useHead } from '../head/useHead';
import { RouterLink } from '../links';
import { SectionView } from '../sections/SectionView';
import { BrandMark } from '../brand/BrandMark';
import * as brand from '../brand/brand.css';
import { heroFoot } from '../brand/hero.css';

/**
 * The main sections the 404 page offers, as a visitor who mistyped an address would look for them: a card section
 * drawn like the content pages' (the same chunk, so the 404 page adds no code of its own to the shared ones).
 */
const routes: Section = {
  kind: 'links',
  titleKey: 'common:notFound.routes.title',
  items: [
    { to: '/thjonusta', icon: 'code', titleKey: 'nav:services', textKey: 'common:notFound.routes.services' },
    { to: '/lausnir', icon: 'cart', titleKey: 'nav:solutions', textKey: 'common:notFound.routes.solutions' },
    { to: '/verkefni', icon: 'star', titleKey: 'nav:projects', textKey: 'common:notFound.routes.projects' },
    { to: '/verdskra', icon: 'card', titleKey: 'nav:pages.verdskra', textKey: 'common:notFound.routes.pricing' },
    { to: '/frettir', icon: 'document', titleKey: 'nav:news', textKey: 'common:notFound.routes.news' },
    { to: '/fyrirtaekid', icon: 'users', titleKey: 'nav:pages.fyrirtaekid', textKey: 'common:notFound.routes.about' },
  ],
};

/**
 * Any unknown path, in the heroes' look (the brand's mark, the band with the basalt columns at its foot): the spec's
 * not-found text with links home and to the contact page (served with 404), then the main sections as cards, so a
 * visitor who followed an old link is one click from what they were after.
 */
export function NotFoundPage() {
  const { t } = useSiteTranslation(['common', 'nav']);
  useHead({ title: t('notFound.metaTitle'), description: t('notFound.text'), keywords: t('notFound.metaKeywords'), robots: 'noindex, follow' }, 404);
  return (
    <>
      <div className={`${heroFoot} ${brand.lostBand}`}>
        <span className={brand.lostMark}>
          <BrandMark />
        </span>
        <NotFound
          className={brand.lostBlock}
          title={t('notFound.title')}
          text={t('notFound.text')}
          actions={
            <>
              <Button asChild>
                <RouterLink href="/">{t('notFound.home')}</RouterLink>
              </Button>
              <Button asChild variant="secondary">
                <RouterLink href="/hafa-samband">{t('notFound.contact')}</RouterLink>
              </Button>
            </>
          }
        />
      </div>
      <SectionView section={routes} />
    </>
  );
}
