import type { Namespace } from '@hraun/content';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

export interface SiteRoute {
  /** react-router path pattern. */
  path: string;
  Page: ComponentType;
  /** Namespaces the page reads, inlined in its prerendered HTML besides the layout's. */
  namespaces: Namespace[];
}

/** Namespaces every page needs for the shared layout. */
export const layoutNamespaces: Namespace[] = ['site', 'common', 'nav'];

export const siteRoutes: SiteRoute[] = [{ path: '/', Page: HomePage, namespaces: ['home'] }];

export const notFoundRoute: SiteRoute = { path: '*', Page: NotFoundPage, namespaces: [] };

/** The route a path renders, or the not-found route. */
export function routeFor(pathname: string): SiteRoute {
  return siteRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? notFoundRoute;
}

/** Namespaces to inline for a path: the layout's plus the page's. */
export function namespacesFor(pathname: string): Namespace[] {
  return [...new Set([...layoutNamespaces, ...routeFor(pathname).namespaces])];
}
