/**
 * What the site's build needs from content, and no browser does: every language's strings as the
 * `/locales/{lng}/{ns}.json` files, and the page registry for sitemaps.
 */
export { writeLocales } from './write-locales';
export { strings, namespaces, pickNamespaces } from './strings';
export { pageEntries } from './pages/registry.generated';
export type { PageEntry } from './pages/entry';
