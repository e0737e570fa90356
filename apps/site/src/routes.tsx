import { homeRoute, pageRoutes, type PageRoute } from '@hraun/content';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRouteInfo, notFoundInfo, routeTable, type RouteInfo } from './routeTable';

export { namespacesFor, queriesFor } from './routeTable';

type PageModule = { default: ComponentType };

/** A route's page, in its own chunk (`React.lazy`): first-load JavaScript holds only the layout and the router. */
export interface SitePage {
  /**
   * The source modules the page imports, relative to the site's root, as Vite's manifest names them. The prerender
   * lists their chunks in the page, so the browser fetches them beside the app.
   */
  modules: readonly string[];
  /** The page as React renders it, suspending until its chunk is in. */
  Page: LazyExoticComponent<ComponentType>;
  /**
   * Starts (or joins) the import that `Page` renders, before hydration or when a link to it is pointed at. One
   * import for both, so a page fetched early is not fetched again; a failed one is tried again by the next call.
   */
  load(): Promise<PageModule>;
}

export interface SiteRoute extends RouteInfo {
  page: SitePage;
}

function sitePage(modules: readonly string[], factory: () => Promise<ComponentType>): SitePage {
  let pending: Promise<PageModule> | null = null;
  const load = () => {
    pending ??= factory().then(
      (Page) => ({ default: Page }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { modules, Page: lazy(load), load };
}

// A package-qualified module name: the prerender finds its chunk in Vite's manifest (scripts/page-assets.ts).
const contentPage = (route: PageRoute): SitePage =>
  sitePage(['src/pages/ContentPage.tsx', `@hraun/content/${route.source}`], async () => {
    const [{ ContentPage }, content] = await Promise.all([import('./pages/ContentPage'), route.load()]);
    return () => <ContentPage page={content} />;
  });

/** Each route's page, by the route's path pattern. */
const pagesByPath: Record<string, SitePage> = {
  '/': sitePage(['src/pages/HomePage.tsx', `@hraun/content/${homeRoute.source}`], async () => {
    const [{ HomePage }, content] = await Promise.all([import('./pages/HomePage'), homeRoute.load()]);
    return () => <HomePage page={content} />;
  }),
  '/lausnir/wordpress-express/panta': sitePage(['src/pages/OrderPage.tsx'], async () => {
    const { OrderPage } = await import('./pages/OrderPage');
    return () => <OrderPage order="wordpress-express" />;
  }),
  '/lausnir/vefhysing/panta': sitePage(['src/pages/OrderPage.tsx'], async () => {
    const { OrderPage } = await import('./pages/OrderPage');
    return () => <OrderPage order="hosting" />;
  }),
  '/hafa-samband': sitePage(['src/pages/ContactPage.tsx'], async () => (await import('./pages/ContactPage')).ContactPage),
  '/fa-tilbod': sitePage(['src/pages/QuotePage.tsx'], async () => (await import('./pages/QuotePage')).QuotePage),
  '/thjonustubord': sitePage(['src/pages/ServiceDeskPage.tsx'], async () => (await import('./pages/ServiceDeskPage')).ServiceDeskPage),
  '/verkefni': sitePage(['src/pages/ProjectsPage.tsx'], async () => (await import('./pages/ProjectsPage')).ProjectsPage),
  '/verkefni/:id': sitePage(['src/pages/ProjectPage.tsx'], async () => (await import('./pages/ProjectPage')).ProjectPage),
  '/frettir': sitePage(['src/pages/NewsListPage.tsx'], async () => (await import('./pages/NewsListPage')).NewsListPage),
  '/frettir/:slug': sitePage(['src/pages/NewsArticlePage.tsx'], async () => (await import('./pages/NewsArticlePage')).NewsArticlePage),
  ...Object.fromEntries(pageRoutes.map((route) => [route.path, contentPage(route)])),
};

/** Every route of spec section 2 with its page. */
export const siteRoutes: SiteRoute[] = routeTable.map((info) => {
  const page = pagesByPath[info.path];
  if (!page) throw new Error(`routes: the route ${info.path} has no page`);
  return { ...info, page };
});

export const notFoundRoute: SiteRoute = {
  ...notFoundInfo,
  page: sitePage(['src/pages/NotFoundPage.tsx'], async () => (await import('./pages/NotFoundPage')).NotFoundPage),
};

/** The route a path renders (its page included), or the not-found route. */
export function routeFor(pathname: string): SiteRoute {
  const { route } = matchRouteInfo(pathname);
  return route === notFoundInfo ? notFoundRoute : siteRoutes[routeTable.indexOf(route)]!;
}

/** Starts loading the page of a path (before hydration, or when a link to it is about to be followed). */
export function preloadPage(pathname: string): Promise<unknown> {
  return routeFor(pathname).page.load();
}
