import { appRoutes, homeRoute, pageRoutes, type Namespace, type OrderKind, type PageRoute, type TextKey } from '@hraun/content';
import { matchPath, type Params } from 'react-router-dom';

/** Where a route's page comes from: a page folder drawn by one of the app's two templates, or a page module of the app. */
export type PageSource = { template: 'HomePage' | 'ContentPage'; content: PageRoute } | { module: string; order?: OrderKind };

/**
 * What the site knows of a route without its page: the path, the strings it needs, its breadcrumb, and where its
 * page is. Derived, never listed here: the page folders (`pageRoutes`, `homeRoute`) and the app's own routes
 * (`appRoutes`, content's `appRoutes.ts`) are the one declaration of each route. Breadcrumbs, the layout and the
 * prerender read this table; `routes.tsx` resolves each route's page. Kept apart so that pages, which draw
 * breadcrumbs, never import the module that imports them.
 */
export interface RouteInfo {
  /** react-router path pattern. */
  path: string;
  /** Namespaces the page reads, inlined in its prerendered HTML besides the layout's. */
  namespaces: readonly Namespace[];
  /** i18next key naming the page in breadcrumbs. */
  crumbKey: TextKey;
  /** The route's page. */
  page: PageSource;
  /**
   * The page draws its breadcrumb trail itself, at the top of its hero (and above its loading text until then); the
   * layout draws the trail above any other page but home, so every page has exactly one.
   */
  trailInPage?: true;
}

/** Namespaces every page needs for the shared layout. */
const layoutNamespaces: Namespace[] = ['site', 'common', 'nav', 'cookies'];

/** Every route of spec section 2: home, the page folders, then the app's own routes. */
export const routeTable: RouteInfo[] = [
  { path: homeRoute.path, namespaces: [homeRoute.namespace], crumbKey: 'nav:home', page: { template: 'HomePage', content: homeRoute } },
  ...pageRoutes.map((route): RouteInfo => ({
    path: route.path,
    namespaces: [route.namespace],
    crumbKey: route.breadcrumbKey,
    page: { template: 'ContentPage', content: route },
    trailInPage: true,
  })),
  ...appRoutes.map((route): RouteInfo => ({
    path: route.path,
    namespaces: route.namespaces,
    crumbKey: route.crumbKey,
    page: route.order ? { module: route.page, order: route.order } : { module: route.page },
    trailInPage: true,
  })),
];

export const notFoundInfo: RouteInfo = { path: '*', namespaces: [], crumbKey: 'common:notFound.metaTitle', page: { module: 'NotFoundPage' } };

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
