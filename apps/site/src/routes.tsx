import { pages, type Namespace, type PageContent } from '@hraun/content';
import type { ReactElement } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { queries, type SiteQuery } from './data/queries';
import type { ContentSource } from './data/source';
import { ContactPage } from './pages/ContactPage';
import { ContentPage } from './pages/ContentPage';
import { HomePage } from './pages/HomePage';
import { NewsArticlePage } from './pages/NewsArticlePage';
import { NewsListPage } from './pages/NewsListPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrderPage } from './pages/OrderPage';
import { ProjectPage } from './pages/ProjectPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { QuotePage } from './pages/QuotePage';
import { ServiceDeskPage } from './pages/ServiceDeskPage';

export interface SiteRoute {
  /** react-router path pattern. */
  path: string;
  element: ReactElement;
  /** Namespaces the page reads, inlined in its prerendered HTML besides the layout's. */
  namespaces: Namespace[];
  /** i18next key naming the page in breadcrumbs. */
  crumbKey: string;
  /** The reads the page makes, run by the prerender and inlined. */
  queries?: (params: Params) => SiteQuery<unknown>[];
  /** A parametrised route's paths known at build time. */
  knownPaths?: (source: ContentSource) => Promise<string[]>;
}

/** Namespaces every page needs for the shared layout. */
export const layoutNamespaces: Namespace[] = ['site', 'common', 'nav', 'cookies'];

const contentRoute = (page: PageContent): SiteRoute => ({
  path: page.path,
  element: <ContentPage page={page} />,
  namespaces: [page.namespace as Namespace],
  crumbKey: page.breadcrumbKey,
});

/** Every route of spec section 2; content pages come from the content package's registry. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', element: <HomePage />, namespaces: ['home'], crumbKey: 'nav:home', queries: () => [queries.latestNews()] },
  ...Object.values(pages).map(contentRoute),
  {
    path: '/lausnir/wordpress-express/panta',
    element: <OrderPage order="wordpress-express" />,
    namespaces: ['forms', 'solutions'],
    crumbKey: 'nav:order',
  },
  {
    path: '/lausnir/vefhysing/panta',
    element: <OrderPage order="hosting" />,
    namespaces: ['forms', 'solutions'],
    crumbKey: 'nav:order',
  },
  { path: '/hafa-samband', element: <ContactPage />, namespaces: ['contact', 'forms'], crumbKey: 'nav:contact' },
  { path: '/fa-tilbod', element: <QuotePage />, namespaces: ['contact', 'forms'], crumbKey: 'nav:quote' },
  { path: '/thjonustubord', element: <ServiceDeskPage />, namespaces: ['contact', 'forms'], crumbKey: 'nav:serviceDesk' },
  { path: '/verkefni', element: <ProjectsPage />, namespaces: [], crumbKey: 'nav:projects', queries: () => [queries.projects()] },
  {
    path: '/verkefni/:id',
    element: <ProjectPage />,
    namespaces: [],
    crumbKey: 'nav:projects',
    queries: ({ id = '' }) => [queries.project(id), queries.projectTitle(id)],
    knownPaths: async (source) => (await source.projects()).map((project) => `/verkefni/${encodeURIComponent(project.id)}`),
  },
  { path: '/frettir', element: <NewsListPage />, namespaces: [], crumbKey: 'nav:news', queries: () => [queries.news()] },
  {
    path: '/frettir/:slug',
    element: <NewsArticlePage />,
    namespaces: [],
    crumbKey: 'nav:news',
    queries: ({ slug = '' }) => [queries.newsItem(slug)],
    knownPaths: async (source) => (await source.news()).map((item) => `/frettir/${encodeURIComponent(item.slug)}`),
  },
];

export const notFoundRoute: SiteRoute = { path: '*', element: <NotFoundPage />, namespaces: [], crumbKey: 'common:notFound.metaTitle' };

/** The route a path renders and its parameters, or the not-found route. */
export function matchRoute(pathname: string): { route: SiteRoute; params: Params } {
  for (const route of siteRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return { route: notFoundRoute, params: {} };
}

export function routeFor(pathname: string): SiteRoute {
  return matchRoute(pathname).route;
}

/** Namespaces to inline for a path: the layout's plus the page's. */
export function namespacesFor(pathname: string): Namespace[] {
  return [...new Set([...layoutNamespaces, ...routeFor(pathname).namespaces])];
}

/** The reads of a path's page, for the prerender. */
export function queriesFor(pathname: string): SiteQuery<unknown>[] {
  const { route, params } = matchRoute(pathname);
  return route.queries?.(params) ?? [];
}
