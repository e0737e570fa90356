import { pageRoutes, type Namespace, type PageRoute } from '@hraun/content';
import { matchPath, type Params } from 'react-router-dom';
import { queries, type SiteQuery } from './data/queries';
import type { ContentSource } from './data/source';
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazyPage';

export interface SiteRoute {
  /** react-router path pattern. */
  path: string;
  /** The page, in its own chunk: first-load JavaScript holds only the layout and the router. */
  page: LazyPage;
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

/** Where Vite's manifest finds the content package's page modules (relative to the site's root). */
const contentPageModule = (source: string) => `../../packages/content/src/pages/${source}.ts`;

const contentRoute = (route: PageRoute): SiteRoute => ({
  path: route.path,
  page: lazyPage(['src/pages/ContentPage.tsx', contentPageModule(route.source)], async () => {
    const [{ ContentPage }, content] = await Promise.all([import('./pages/ContentPage'), route.load()]);
    return <ContentPage page={content} />;
  }),
  namespaces: [route.namespace as Namespace],
  crumbKey: route.breadcrumbKey,
});

/** A page module's named export as the route's page. */
const pageFrom = <Props extends object>(module: string, load: () => Promise<ComponentType<Props>>, props: Props) =>
  lazyPage([module], async () => {
    const Page = await load();
    return <Page {...props} />;
  });

/** Every route of spec section 2; content pages come from the content package's registry. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', page: pageFrom('src/pages/HomePage.tsx', async () => (await import('./pages/HomePage')).HomePage, {}), namespaces: ['home'], crumbKey: 'nav:home', queries: () => [queries.latestNews()] },
  ...pageRoutes.map(contentRoute),
  {
    path: '/lausnir/wordpress-express/panta',
    page: pageFrom('src/pages/OrderPage.tsx', async () => (await import('./pages/OrderPage')).OrderPage, { order: 'wordpress-express' }),
    namespaces: ['forms', 'solutions'],
    crumbKey: 'nav:order',
  },
  {
    path: '/lausnir/vefhysing/panta',
    page: pageFrom('src/pages/OrderPage.tsx', async () => (await import('./pages/OrderPage')).OrderPage, { order: 'hosting' }),
    namespaces: ['forms', 'solutions'],
    crumbKey: 'nav:order',
  },
  { path: '/hafa-samband', page: pageFrom('src/pages/ContactPage.tsx', async () => (await import('./pages/ContactPage')).ContactPage, {}), namespaces: ['contact', 'forms'], crumbKey: 'nav:contact' },
  { path: '/fa-tilbod', page: pageFrom('src/pages/QuotePage.tsx', async () => (await import('./pages/QuotePage')).QuotePage, {}), namespaces: ['contact', 'forms'], crumbKey: 'nav:quote' },
  { path: '/thjonustubord', page: pageFrom('src/pages/ServiceDeskPage.tsx', async () => (await import('./pages/ServiceDeskPage')).ServiceDeskPage, {}), namespaces: ['contact', 'forms'], crumbKey: 'nav:serviceDesk' },
  { path: '/verkefni', page: pageFrom('src/pages/ProjectsPage.tsx', async () => (await import('./pages/ProjectsPage')).ProjectsPage, {}), namespaces: [], crumbKey: 'nav:projects', queries: () => [queries.projects()] },
  {
    path: '/verkefni/:id',
    page: pageFrom('src/pages/ProjectPage.tsx', async () => (await import('./pages/ProjectPage')).ProjectPage, {}),
    namespaces: [],
    crumbKey: 'nav:projects',
    queries: ({ id = '' }) => [queries.project(id), queries.projectTitle(id)],
    knownPaths: async (source) => (await source.projects()).map((project) => `/verkefni/${encodeURIComponent(project.id)}`),
  },
  { path: '/frettir', page: pageFrom('src/pages/NewsListPage.tsx', async () => (await import('./pages/NewsListPage')).NewsListPage, {}), namespaces: [], crumbKey: 'nav:news', queries: () => [queries.news()] },
  {
    path: '/frettir/:slug',
    page: pageFrom('src/pages/NewsArticlePage.tsx', async () => (await import('./pages/NewsArticlePage')).NewsArticlePage, {}),
    namespaces: [],
    crumbKey: 'nav:news',
    queries: ({ slug = '' }) => [queries.newsItem(slug)],
    knownPaths: async (source) => (await source.news()).map((item) => `/frettir/${encodeURIComponent(item.slug)}`),
  },
];

export const notFoundRoute: SiteRoute = { path: '*', page: pageFrom('src/pages/NotFoundPage.tsx', async () => (await import('./pages/NotFoundPage')).NotFoundPage, {}), namespaces: [], crumbKey: 'common:notFound.metaTitle' };

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

/** Starts loading the page of a path (before hydration, or when a link to it is about to be followed). */
export function preloadPage(pathname: string): Promise<unknown> {
  return routeFor(pathname).page.load();
}

/** The reads of a path's page, for the prerender. */
export function queriesFor(pathname: string): SiteQuery<unknown>[] {
  const { route, params } = matchRoute(pathname);
  return route.queries?.(params) ?? [];
}
