import { Breadcrumbs, type HeroProps } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import { useCrumbs } from './crumbs';
import * as styles from './PageBreadcrumbs.css';

/**
 * The current page's breadcrumb trail, home first, the page itself last and unlinked. On its own it is a band of
 * the hero's tint; `inHero` fits it into a hero's top slot instead (see `heroTrail`).
 */
export function PageBreadcrumbs({ inHero = false }: { inHero?: boolean }) {
  const { t } = useSiteTranslation('site');
  const crumbs = useCrumbs();
  return (
    <Breadcrumbs
      label={t('site:breadcrumbLabel')}
      items={crumbs.map((crumb, index) => ({ id: crumb.path, label: crumb.name, href: index < crumbs.length - 1 ? crumb.path : undefined }))}
      linkComponent={RouterLink}
      className={inHero ? styles.inHero : undefined}
    />
  );
}

/**
 * The props that open a page's `Hero` with its breadcrumb trail: the trail in the hero's top slot and the band's top
 * spacing for it. Pages whose route sets `trailInPage` spread these into their hero, so the layout draws no trail.
 */
export const heroTrail = (): Pick<HeroProps, 'top' | 'className'> => ({ top: <PageBreadcrumbs inHero />, className: styles.heroWithTrail });
