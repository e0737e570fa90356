import type { FooterPlace, HomePlace, PageSection } from './authoring';
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
  footer?: FooterPlace;
  showsLoadingUntilReady?: boolean;
}

/** The routes the app draws itself (home, forms, order pages, portfolio and news), besides the page folders. */
export type AppPath =
  | '/'
  | '/hafa-samband'
  | '/fa-tilbod'
  | '/thjonustubord'
  | '/verkefni'
  | `/verkefni/${string}`
  | '/frettir'
  | `/frettir/${string}`
  | '/lausnir/wordpress-express/panta'
  | '/lausnir/vefhysing/panta';
