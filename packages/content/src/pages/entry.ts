import type { OrderKind } from './appRoutes';
import type { FooterPlace, HomePlace, MenuPlace, PageSection } from './authoring';
import type { IconName } from './types';
import type { Namespace } from '../strings/keys';

/**
 * What the registry knows of a page folder without loading its sections: written by `scripts/generate.ts` into
 * `registry.generated.ts`, so routes, menus, overviews, breadcrumbs and sitemaps cost no page's sections.
 */
export interface PageEntry {
  /** The folder name: the page's id and the last segment of its path. */
  id: string;
  /** The folder under `src/pages`, e.g. `services/vefsidugerd`. */
  folder: string;
  section: PageSection;
  /** The section's own landing page (`/thjonusta`, `/lausnir`). */
  overview?: true;
  namespace: Namespace;
  /** Where the page's strings sit in its namespace: the id in camelCase (`wordpressExpress`), or '' for home. */
  key: string;
  path: string;
  order?: number;
  icon?: IconName;
  home?: HomePlace;
  menu?: MenuPlace;
  footer?: FooterPlace;
  orderForm?: OrderKind;
  showsLoadingUntilReady?: boolean;
}

/** How the generator writes an entry: what the folder's path does not already say (see `entryOfFolder`). */
export type PageFolder = Omit<PageEntry, 'id' | 'section' | 'key' | 'path' | 'namespace'> & { namespace?: Namespace };

/** Where each section's pages live: `/thjonusta/<id>`, `/lausnir/<id>`, `/<id>`. */
const SECTION_BASE: Record<PageSection, string> = { home: '', services: '/thjonusta', solutions: '/lausnir', company: '', legal: '' };
/** The namespace of a section's pages, where all of them share one. */
const SECTION_NAMESPACE: Partial<Record<PageSection, Namespace>> = { home: 'home', services: 'services', solutions: 'solutions' };

const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A page's entry from its folder: the folder name is the id and the slug, its parent the section, its strings key
 * the id in camelCase; `overview` is the section's own page and `home` the home page.
 */
export function entryOfFolder(page: PageFolder): PageEntry {
  const [first, second] = page.folder.split('/') as [string, string | undefined];
  const section = (second === undefined ? 'home' : first) as PageSection;
  const id = second ?? first;
  const namespace = page.namespace ?? SECTION_NAMESPACE[section];
  if (!namespace) throw new Error(`${page.folder}: a ${section} page names its namespace`);
  const path = section === 'home' ? '/' : page.overview ? SECTION_BASE[section] : `${SECTION_BASE[section]}/${id}`;
  return { ...page, id, section, namespace, key: section === 'home' ? '' : camelCase(id), path };
}
