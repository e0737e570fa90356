import type { Locale } from '@hraun/content';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { queries, useSiteQuery } from '../data/queries';
import { breadcrumbJsonLd, type Crumb } from '../head/jsonld';
import { notFoundRoute, routeFor } from '../routes';

const PROJECT_PATH = '/verkefni/:id';

/** The paths a breadcrumb trail walks through: `/a/b/c` gives `/a`, `/a/b`, `/a/b/c`. */
export function pathPrefixes(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/**
 * The trail of the current page from its path segments, home first. A segment that is a page of its
 * own is named by that page; the project page is named by the project's title, looked up (spec section 7).
 */
export function useCrumbs(): Crumb[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const projectId = matchPath(PROJECT_PATH, pathname)?.params.id;
  const title = useSiteQuery(projectId ? queries.projectTitle(projectId) : null);
  const crumbs: Crumb[] = [{ name: t('nav:home'), path: '/' }];
  for (const path of pathPrefixes(pathname)) {
    const route = routeFor(path);
    if (route === notFoundRoute) continue;
    if (projectId && path === pathname) {
      crumbs.push({ name: title.status === 'loaded' && title.data ? title.data : t('nav:projects'), path });
      continue;
    }
    crumbs.push({ name: t(route.crumbKey), path });
  }
  return crumbs;
}

/** The BreadcrumbList JSON-LD of the current page. */
export function useBreadcrumbJsonLd(): object {
  const { i18n } = useTranslation();
  return breadcrumbJsonLd(i18n.language as Locale, useCrumbs());
}
