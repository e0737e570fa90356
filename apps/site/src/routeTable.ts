import { pageRoutes, type Namespace, type TextKey } from '@hraun/content';
import { matchPath, type Params } from 'react-router-dom';
import { ASIDE_QUOTES, HOME_QUOTES, queries, type SiteQuery } from './data/queries';
import type { ContentSource } from './data/source';

/**
 * What the site knows of a route without its page: the path, the strings and reads it needs, its breadcrumb.
 * Breadcrumbs, the layout and the prerender read this table; `routes.tsx` adds each route's page. Kept apart so
 * that pages, which draw breadcrumbs, never import the module that imports them.
 */
export interface RouteInfo {
  /** react-router path pattern. */
  path: string;
  /** Namespaces the page reads, inlined in its prerendered HTML besides the layout's. */
  namespaces: Namespace[];
  /** i18next key naming the page in breadcrumbs. */
  crumbKey: TextKey;
  /** The reads the page makes, run by the prerender and inlined. */
  queries?: (params: Params) => SiteQuery<unknown>[];
  /** A parametrised route's paths known at build time. */
  knownPaths?: (source: ContentSource) => Promise<string[]>;
  /**
   * The page draws its breadcrumb trail itself, at the top of its hero (and above its loading text until then); the
   * layout draws the trail above any other page but home, so every page has exactly one.
   */
  trailInPage?: true;
}

/** Namespaces every page needs for the shared layout. */
const layoutNamespaces: Namespace[] = ['site', 'common', 'nav', 'cookies'];

/** Every route of spec section 2; content pages come from the content package's registry of page folders. */
export const routeTable: RouteInfo[] = [
  { path: '/', namespaces: ['home'], crumbKey: 'nav:home', queries: () => [queries.latestNews(), queries.selectedWork(), queries.testimonials(HOME_QUOTES)] },
  ...pageRoutes.map((route): RouteInfo => ({ path: route.path, namespaces: [route.namespace], crumbKey: route.breadcrumbKey, trailInPage: true })),
  { path: '/lausnir/wordpress-express/panta', namespaces: ['forms', 'solutions'], crumbKey: 'nav:order', trailInPage: true },
  { path: '/lausnir/vefhysing/panta', namespaces: ['forms', 'solutions'], crumbKey: 'nav:order', trailInPage: true },
  { path: '/hafa-samband', namespaces: ['contact', 'forms'], crumbKey: 'nav:contact', trailInPage: true },
  { path: '/fa-tilbod', namespaces: ['contact', 'forms'], crumbKey: 'nav:quote', queries: () => [queries.testimonials(ASIDE_QUOTES)], trailInPage: true },
  { path: '/thjonustubord', namespaces: ['contact', 'forms'], crumbKey: 'nav:serviceDesk', trailInPage: true },
  { path: '/verkefni', namespaces: [], crumbKey: 'nav:projects', queries: () => [queries.projects()], trailInPage: true },
  {
    path: '/verkefni/:id',
    namespaces: [],
    crumbKey: 'nav:projects',
    queries: ({ id = '' }) => [queries.project(id), queries.projectTitle(id), queries.caseStudyProof(id)],
    knownPaths: async (source) => (await source.projects()).map((project) => `/verkefni/${encodeURIComponent(project.id)}`),
    trailInPage: true,
  },
  { path: '/frettir', namespaces: [], crumbKey: 'nav:news', queries: () => [queries.news()], trailInPage: true },
  {
    path: '/frettir/:slug',
    namespaces: [],
    crumbKey: 'nav:news',
    queries: ({ slug = '' }) => [queries.newsItem(slug), queries.relatedNews(slug)],
    knownPaths: async (source) => (await source.news()).map((item) => `/frettir/${encodeURIComponent(item.slug)}`),
    trailInPage: true,
  },
];

export const notFoundInfo: RouteInfo = { path: '*', namespaces: [], crumbKey: 'common:notFound.metaTitle' };

/** The route a path renders and its parameters, or the not-found route. */
export function matchRouteInfo(pathname: string): { route: RouteInfo; params: Params } {
  for (const route of routeTable) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return { route: notFoundInfo, params: {} };
}

/** Whether a path is one of the site's pages (and not the not-found page). */
export const isKnownPath = (pathname: string) => matchRouteInfo(pathname).route !== notFoundInfo;

/** Whether a path's page draws its own breadcrumb trail (in its hero), so that the layout draws none. */
export const pageDrawsTrail = (pathname: string): boolean => matchRouteInfo(pathname).route.trailInPage === true;

/** The breadcrumb key of a path's page. */
export const crumbKeyFor = (pathname: string): TextKey => matchRouteInfo(pathname).route.crumbKey;

/** Namespaces to inline for a path: the layout's plus the page's. */
export function namespacesFor(pathname: string): Namespace[] {
  return [...new Set([...layoutNamespaces, ...matchRouteInfo(pathname).route.namespaces])];
}

/** The reads of a path's page, for the prerender. */
export function queriesFor(pathname: string): SiteQuery<unknown>[] {
  const { route, params } = matchRouteInfo(pathname);
  return route.queries?.(params) ?? [];
}
