import type { Locale } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { matchPath, useLocation } from 'react-router-dom';
import { queries, useSiteQuery } from '../data/queries';
import { breadcrumbJsonLd, type Crumb } from '../head/jsonld/breadcrumbs';
import { crumbKeyFor, isKnownPath } from '../routeTable';

const PROJECT_PATH = '/verkefni/:id';
const ARTICLE_PATH = '/frettir/:slug';

/** The paths a breadcrumb trail walks through: `/a/b/c` gives `/a`, `/a/b`, `/a/b/c`. */
function pathPrefixes(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/**
 * The trail of the current page from its path segments, home first. A segment that is a page of its
 * own is named by that page; a project or a news article is named by its title, looked up (spec section 7),
 * and by its list's name until the title is there.
 */
export function useCrumbs(): Crumb[] {
  const { t } = useSiteTranslation();
  const { pathname } = useLocation();
  const projectId = matchPath(PROJECT_PATH, pathname)?.params.id;
  const articleSlug = matchPath(ARTICLE_PATH, pathname)?.params.slug;
  const projectTitle = useSiteQuery(projectId ? queries.projectTitle(projectId) : null);
  const article = useSiteQuery(articleSlug ? queries.newsItem(articleSlug) : null);
  const ownTitle = projectId
    ? projectTitle.status === 'loaded' ? projectTitle.data : null
    : articleSlug && article.status === 'loaded' ? (article.data?.title ?? null) : null;
  const crumbs: Crumb[] = [{ name: t('nav:home'), path: '/' }];
  for (const path of pathPrefixes(pathname)) {
    if (!isKnownPath(path)) continue;
    crumbs.push({ name: path === pathname && ownTitle ? ownTitle : t(crumbKeyFor(path)), path });
  }
  return crumbs;
}

/** The BreadcrumbList JSON-LD of the current page. */
export function useBreadcrumbJsonLd(): object {
  const { i18n } = useSiteTranslation();
  return breadcrumbJsonLd(i18n.language as Locale, useCrumbs());
}
