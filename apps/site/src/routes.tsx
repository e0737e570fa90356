import { homeRoute, pageRoutes, type PageRoute } from '@hraun/content';
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazyPage';
import { setPagePreloader } from './preload';
import { matchRouteInfo, notFoundInfo, routeTable, type RouteInfo } from './routeTable';

export { namespacesFor, queriesFor } from './routeTable';

export interface SiteRoute extends RouteInfo {
  /** The page, in its own chunk: first-load JavaScript holds only the layout and the router. */
  page: LazyPage;
}

// A package-qualified module name: the prerender finds its chunk in Vite's manifest (scripts/page-assets.ts).
const contentPage = (route: PageRoute): LazyPage =>
  lazyPage(['src/pages/ContentPage.tsx', `@hraun/content/${route.source}`], async () => {
    const [{ ContentPage }, content] = await Promise.all([import('./pages/ContentPage'), route.load()]);
    return <ContentPage page={content} />;
  });

/** A page module's named export as the route's page. */
const pageFrom = <Props extends object>(module: string, load: () => Promise<ComponentType<Props>>, props: Props) =>
  lazyPage([module], async () => {
    const Page = await load();
    return <Page {...props} />;
  });

/** Each route's page, by the route's path pattern. */
const pagesByPath: Record<string, LazyPage> = {
  '/': lazyPage(['src/pages/HomePage.tsx', `@hraun/content/${homeRoute.source}`], async () => {
    const [{ HomePage }, content] = await Promise.all([import('./pages/HomePage'), homeRoute.load()]);
    return <HomePage page={content} />;
  }),
  '/lausnir/wordpress-express/panta': pageFrom('src/pages/OrderPage.tsx', async () => (await import('./pages/OrderPage')).OrderPage, { order: 'wordpress-express' }),
  '/lausnir/vefhysing/panta': pageFrom('src/pages/OrderPage.tsx', async () => (await import('./pages/OrderPage')).OrderPage, { order: 'hosting' }),
  '/hafa-samband': pageFrom('src/pages/ContactPage.tsx', async () => (await import('./pages/ContactPage')).ContactPage, {}),
  '/fa-tilbod': pageFrom('src/pages/QuotePage.tsx', async () => (await import('./pages/QuotePage')).QuotePage, {}),
  '/thjonustubord': pageFrom('src/pages/ServiceDeskPage.tsx', async () => (await import('./pages/ServiceDeskPage')).ServiceDeskPage, {}),
  '/verkefni': pageFrom('src/pages/ProjectsPage.tsx', async () => (await import('./pages/ProjectsPage')).ProjectsPage, {}),
  '/verkefni/:id': pageFrom('src/pages/ProjectPage.tsx', async () => (await import('./pages/ProjectPage')).ProjectPage, {}),
  '/frettir': pageFrom('src/pages/NewsListPage.tsx', async () => (await import('./pages/NewsListPage')).NewsListPage, {}),
  '/frettir/:slug': pageFrom('src/pages/NewsArticlePage.tsx', async () => (await import('./pages/NewsArticlePage')).NewsArticlePage, {}),
  ...Object.fromEntries(pageRoutes.map((route) => [route.path, contentPage(route)])),
};

/** Every route of spec section 2 with its page. */
export const siteRoutes: SiteRoute[] = routeTable.map((info) => {
  const page = pagesByPath[info.path];
  if (!page) throw new Error(`routes: the route ${info.path} has no page`);
  return { ...info, page };
});

export const notFoundRoute: SiteRoute = { ...notFoundInfo, page: pageFrom('src/pages/NotFoundPage.tsx', async () => (await import('./pages/NotFoundPage')).NotFoundPage, {}) };

/** The route a path renders (its page included), or the not-found route. */
export function routeFor(pathname: string): SiteRoute {
  const { route } = matchRouteInfo(pathname);
  return route === notFoundInfo ? notFoundRoute : siteRoutes[routeTable.indexOf(route)]!;
}

/** Starts loading the page of a path (before hydration, or when a link to it is about to be followed). */
export function preloadPage(pathname: string): Promise<unknown> {
  return routeFor(pathname).page.load();
}

setPagePreloader(preloadPage);
