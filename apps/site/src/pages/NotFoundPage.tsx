import { localeDomains, type Locale, type SitePath, type TextKey } from '@hraun/content';
import { Button, NotFound } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useHead } from '../head/useHead';
import { RouterLink } from '../links';
import { BrandMark } from '../brand/BrandMark';
import * as brand from '../brand/brand.css';
import { heroFoot } from '../brand/hero.css';
import * as styles from './notFound.css';

/**
 * The main sections the 404 page offers, as a visitor who mistyped an address would look for them: listed as search
 * results (the address, the page's name as the link, a line about it), a composition of its own rather than a grid
 * of cards another page already shows.
 */
const routes = [
  { to: '/thjonusta', titleKey: 'nav:services', textKey: 'common:notFound.routes.services' },
  { to: '/lausnir', titleKey: 'nav:solutions', textKey: 'common:notFound.routes.solutions' },
  { to: '/verdskra', titleKey: 'nav:pages.verdskra', textKey: 'common:notFound.routes.pricing' },
  { to: '/verkefni', titleKey: 'nav:projects', textKey: 'common:notFound.routes.projects' },
  { to: '/frettir', titleKey: 'nav:news', textKey: 'common:notFound.routes.news' },
  { to: '/hafa-samband', titleKey: 'nav:contact', textKey: 'common:notFound.routes.contact' },
] as const satisfies readonly { to: SitePath; titleKey: TextKey; textKey: TextKey }[];

/**
 * Any unknown path, in the heroes' look (the brand's mark, the band with the basalt columns at its foot): the spec's
 * not-found text with links home and to the contact page (served with 404), then the main sections as search results, so a
 * visitor who followed an old link is one click from what they were after.
 */
export function NotFoundPage() {
  const { t, i18n } = useSiteTranslation(['common', 'nav']);
  const domain = localeDomains[i18n.language as Locale] ?? localeDomains.is;
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
      <section className={styles.band} aria-labelledby="lost-routes">
        <div className={styles.inner}>
          <h2 id="lost-routes">{t('notFound.routes.title')}</h2>
          <ul className={styles.results} data-testid="lost-routes">
            {routes.map((route) => (
              <li key={route.to}>
                {/* The address as a search result shows it, over the name: what the link leads to, said once more. */}
                <span className={styles.address} aria-hidden="true">
                  {domain}
                  {route.to}
                </span>
                <RouterLink href={route.to} className={styles.title}>
                  {t(route.titleKey)}
                </RouterLink>
                <p>{t(route.textKey)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
