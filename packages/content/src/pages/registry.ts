/**
 * The content pages as routes: what routing needs before a page's sections load, and the loader that brings them.
 * Everything here derives from the page folders (see `authoring.ts`); no other list of pages exists.
 */
import { appRouteData, type OrderKind } from './appRoutes';
import type { PageDefinition } from './authoring';
import type { PageEntry } from './entry';
import { breadcrumbKeyOf } from './listing';
import { pageLoaders } from './loaders.generated';
import { pageEntries } from './registry.generated';
import type { PageContent, SitePath, TextKey } from './types';
import type { Namespace } from '../strings/keys';

/** What routing needs to know about a content page before its sections are loaded. */
export interface PageRoute {
  path: SitePath;
  namespace: Namespace;
  breadcrumbKey: TextKey;
  /** The page's module, relative to the content package (`src/pages/services/vefsidugerd/page.ts`): lets a build map the route to its chunk. */
  source: string;
  /** The page's sections; each page is its own chunk, so a browser loads only the page it shows. */
  load: () => Promise<PageContent>;
}

/** Whether a value is a key relative to its page (`.hero.title`), as `k()` writes them. */
const isOwn = (value: unknown): value is string => typeof value === 'string' && value.startsWith('.');

/**
 * The page's sections with its own keys made absolute: every `…Key` property and `…Keys` item that `k()` wrote
 * relative to the page gets the page's place in its namespace (`services:vefsidugerd`, or `home:` for home).
 */
function absolute<T>(value: T, key: (own: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => absolute(item, key)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(value)) {
    if (name.endsWith('Key') && isOwn(child)) out[name] = key(child.slice(1));
    else if (name.endsWith('Keys') && Array.isArray(child)) out[name] = child.map((item: unknown) => (isOwn(item) ? key(item.slice(1)) : item));
    else out[name] = absolute(child, key);
  }
  return out as T;
}

/** A page folder's definition as the content the site renders. */
export function resolvePage(entry: PageEntry, page: PageDefinition): PageContent {
  // Home's strings are its whole namespace; any other page's sit under its key in its namespace.
  const key = (path: string) => (entry.section === 'home' ? `home:${path}` : `${entry.namespace}:${entry.key}.${path}`) as TextKey;
  return {
    path: entry.path as SitePath,
    namespace: entry.namespace,
    metaTitleKey: key('metaTitle'),
    metaDescriptionKey: key('metaDescription'),
    metaKeywordsKey: key('metaKeywords'),
    breadcrumbKey: breadcrumbKeyOf(entry),
    ...(entry.showsLoadingUntilReady ? { showsLoadingUntilReady: true } : {}),
    sections: absolute(page.sections, key) as PageContent['sections'],
  };
}

const routeOf = (entry: PageEntry): PageRoute => ({
  path: entry.path as SitePath,
  namespace: entry.namespace,
  breadcrumbKey: breadcrumbKeyOf(entry),
  source: `src/pages/${entry.folder}/page.ts`,
  load: async () => resolvePage(entry, (await pageLoaders[entry.folder]!()).default),
});

/** The content pages (every page folder but home, which has a template of its own), in folder order. */
export const pageRoutes: readonly PageRoute[] = /* @__PURE__ */ pageEntries.filter((entry) => entry.section !== 'home').map(routeOf);

/** The home page's route: its sections load like any page's. */
export const homeRoute: PageRoute = /* @__PURE__ */ routeOf(pageEntries.find((entry) => entry.section === 'home')!);

/** One of the routes the app draws itself (`appRoutes.ts`): its namespaces and breadcrumb key checked against the strings. */
export interface AppRoute {
  /** react-router path pattern. */
  path: string;
  /** The page's module in the app (`ContactPage` is `src/pages/ContactPage.tsx`, exporting `ContactPage`). */
  page: string;
  /** An order page's kind of order, which its page receives. */
  order?: OrderKind;
  namespaces: readonly Namespace[];
  crumbKey: TextKey;
}

/** The routes the app draws itself, besides the page folders: declared once, in `appRoutes.ts`. */
export const appRoutes: readonly AppRoute[] = appRouteData;
