/**
 * Every page at once, sections included: for the build and the tests, never for a browser (the site routes with
 * `pageRoutes`, which loads each page's sections in a chunk of its own).
 */
import { pageDefinitions } from './all.generated';
import { resolvePage } from './registry';
import { pageEntries } from './registry.generated';
import type { PageContent } from './types';

export type * from './types';
export { pageEntries } from './registry.generated';
export type { PageEntry } from './entry';

const resolved = pageEntries.map((entry) => resolvePage(entry, pageDefinitions[entry.folder]!));

/** Every page the site draws from content alone (one template renders them all), in folder order. */
export const pages: readonly PageContent[] = resolved.filter((page) => page.path !== '/');

/** The home page's content. */
export const homePage: PageContent = resolved.find((page) => page.path === '/')!;

/** The content page at a path, if there is one. */
export function pageAt(path: string): PageContent | undefined {
  return pages.find((page) => page.path === path);
}
