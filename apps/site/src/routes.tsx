import type { OrderKind } from '@hraun/content';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router-dom';
import type { SiteQuery } from './data/queries';
import type { ContentSource } from './data/source';
import type { prepareSections } from './sections/sectionKinds';
import { matchRouteInfo, notFoundInfo, routeTable, type PageSource, type RouteInfo } from './routeTable';
import { sharedImport } from './sharedImport';

export { namespacesFor } from './routeTable';

/**
 * A page module of the app, as the route table names it: `src/pages/X.tsx` exports the page `X`, and may export
 * the reads the prerender runs and inlines (`reads`, given the route's parameters and the path) and a parametrised route's paths known at build time (`knownPaths`).
 */
interface PageExports {
  /** Modules the page needs beyond its own, known once its content is in (its sections' kinds: sections/sectionKinds.tsx). */
  modules?: readonly string[];
  reads?: (params: Params, path: string) => SiteQuery<unknown>[];
  knownPaths?: (source: ContentSource) => Promise<string[]>;
}

/** A route's page as loaded: the component the route renders, with its module's reads. */
interface LoadedPage extends PageExports {
  default: ComponentType;
}

/**
 * Every page module, each in its own chunk (Vite's lazy glob: one `import()` per file, none run until asked): the
 * route table names a module, this finds it, so no route lists its import again. FormPage is the form pages' shared
 * frame, not a route's page.
 */
const pageModules = import.meta.glob<Record<string, unknown>>(['./pages/*Page.tsx', '!./pages/FormPage.tsx']);

/** The loader of the page module a route names; a name without its file fails when the routes are built. */
function moduleLoader(name: string, path: string): () => Promise<Record<string, unknown>> {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`routes: the route ${path} names the page module src/pages/${name}.tsx, which does not exist`);
  return load;
}

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
  load(): Promise<LoadedPage>;
}

export interface SiteRoute extends RouteInfo {
  page: PageSource & SitePage;
}

function sitePage(modules: readonly string[], factory: () => Promise<LoadedPage>): SitePage {
  const load = sharedImport(factory);
  return { modules, Page: lazy(load), load };
}

/** A page folder drawn by one of the app's templates; its module is named by its package (scripts/page-assets.ts). */
function folderPage(template: 'HomePage' | 'ContentPage', content: Extract<PageSource, { template: string }>['content'], path: string): SitePage {
  const loadTemplate = moduleLoader(template, path);
  return sitePage([`src/pages/${template}.tsx`, `@hraun/content/${content.source}`], async () => {
    const [exports, page] = await Promise.all([loadTemplate(), content.load()]);
    const Template = exports[template] as ComponentType<{ page: typeof page }>;
    // The views of the page's rarer sections, each a chunk of its own (sections/sectionKinds.tsx), in before it renders.
    const prepare = exports.prepareSections as typeof prepareSections | undefined;
    if (!prepare) throw new Error(`routes: src/pages/${template}.tsx does not export prepareSections`);
    const sections = await prepare(page.sections);
    return { ...(exports as PageExports), modules: sections.modules, default: () => sections.wrap(<Template page={page} />) };
  });
}

/** A page module of the app; an order page gets its kind of order. */
function modulePage(name: string, order: OrderKind | undefined, path: string): SitePage {
  const loadModule = moduleLoader(name, path);
  return sitePage([`src/pages/${name}.tsx`], async () => {
    const exports = await loadModule();
    const Page = exports[name] as ComponentType<{ order?: OrderKind }> | undefined;
    if (!Page) throw new Error(`routes: src/pages/${name}.tsx does not export ${name}`);
    return { ...(exports as PageExports), default: order ? () => <Page order={order} /> : Page };
  });
}

const withPage = (info: RouteInfo): SiteRoute => ({
  ...info,
  page: { ...info.page, ...('template' in info.page ? folderPage(info.page.template, info.page.content, info.path) : modulePage(info.page.module, info.page.order, info.path)) },
});

/** Every route of spec section 2 with its page. */
export const siteRoutes: SiteRoute[] = routeTable.map(withPage);

export const notFoundRoute: SiteRoute = withPage(notFoundInfo);

/** The route a path renders (its page included), or the not-found route. */
export function routeFor(pathname: string): SiteRoute {
  const { route } = matchRouteInfo(pathname);
  return route === notFoundInfo ? notFoundRoute : siteRoutes[routeTable.indexOf(route)]!;
}

/** Starts loading the page of a path (before hydration, or when a link to it is about to be followed). */
export function preloadPage(pathname: string): Promise<LoadedPage> {
  return routeFor(pathname).page.load();
}

/** The reads of a path's page, for the prerender: its module's `reads` with the path's parameters and the path. */
export async function queriesFor(pathname: string): Promise<SiteQuery<unknown>[]> {
  const { params } = matchRouteInfo(pathname);
  return (await preloadPage(pathname)).reads?.(params, pathname) ?? [];
}
