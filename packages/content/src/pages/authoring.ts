/**
 * How a page folder is written. A folder `src/pages/<section>/<id>/` holds `page.ts` (one `define…Page` call as
 * its default export) and `is.ts`, `en.ts`, `es.ts`, `da.ts` (the page's strings). The folder name is the page's
 * id and URL slug; its strings live under the key `<namespace>:<camelCase id>`, so `page.ts` names its own strings
 * relative to the page with `k('hero.title')` and never spells the id.
 */
import type { OrderKind } from './appRoutes';
import type { SolutionMenuGroup } from './menuGroups';
import type { KeyPaths, Namespace, TextKey } from '../strings/keys';
import type * as Types from './types';

/**
 * A key of the page's own strings, relative to the page (`.hero.title`). The registry makes it absolute
 * (`services:vefsidugerd.hero.title`) when it loads the page, from the folder the page sits in.
 */
export type OwnKey = `.${string}` & { readonly ownKey: true };

/** A key as a page folder writes it: its own strings relative, any other page's or namespace's absolute. */
type PageKey = TextKey | OwnKey;

// The content types with the keys a page folder writes.
export type FeatureItem = Types.FeatureItem<PageKey>;
export type PackageContent = Types.PackageContent<PageKey>;
export type Section = Types.Section<PageKey>;
export type { IconName, Price } from './types';

/** Strings every page has: its head and its breadcrumb. */
export interface PageStrings {
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  breadcrumb: string;
}

/** A card that links to a page: on its section's overview (`card`) or on the home page (`homeCard`). */
interface CardStrings {
  title: string;
  text: string;
}

/**
 * Strings of a page that a section lists (a service or a solution): `nav` names it in the header and footer
 * menus, `card` on its section's overview, `homeCard` on the home page when it is shown there. The registry
 * writes `nav` into the `nav` namespace and `homeCard` into `home`, the namespaces of the pages that show them.
 */
export interface ListedPageStrings extends PageStrings {
  nav: string;
  /** A solution's one line under its name in the header's solutions menu (at most 60 characters). */
  menuText?: string;
  card: CardStrings;
  homeCard?: CardStrings;
}

/** Strings of a company or legal page: `nav` labels its footer link. */
export interface LinkedPageStrings extends PageStrings {
  nav: string;
}

/** The parts of a page's strings that live elsewhere (in the `nav` and `home` namespaces). */
type Placed = 'nav' | 'menuText' | 'homeCard';

/** The keys `k()` accepts: the page's own strings, without the parts the registry places elsewhere. */
export type OwnKeyPath<S> = KeyPaths<Omit<S, Placed>>;

/**
 * A key of the page's own strings: `const k = ownKey<typeof is>;` then `k('hero.title')`. A path that is not in
 * the page's Icelandic strings fails the type check.
 */
export function ownKey<S>(path: OwnKeyPath<S>): OwnKey {
  return `.${path}` as OwnKey;
}

/**
 * The columns of the footer that list pages. Services lists the services home shows, in home's order (`home` in their
 * page.ts): one list for both, so the footer never names other services than home does.
 */
export type FooterColumn = 'services' | 'company' | 'legal';

/** Where the footer lists a page in a column that pages place themselves in: the column and the position in it (the app's own links fill the gaps). */
export interface FooterPlace {
  column: Exclude<FooterColumn, 'services'>;
  order: number;
}

/** Where the home page shows a card for the page (its `homeCard` strings), and the card's icon if not the page's. */
export interface HomePlace {
  order: number;
  icon?: Types.IconName;
}

/** Where the header's solutions menu lists a solution: its group and its position in it (spec: issue 24, point 7). */
export interface MenuPlace {
  group: SolutionMenuGroup;
  order: number;
}

/** The sections of the site that hold page folders. */
export type PageSection = 'services' | 'solutions' | 'company' | 'legal' | 'home';

/** A page as its folder defines it; the registry adds its id, path, namespace and keys. */
export interface PageDefinition {
  section: PageSection;
  /** The section's own landing page (`/thjonusta`, `/lausnir`), kept in a folder named `overview`. */
  overview?: true;
  namespace: Namespace;
  /** Position among its section's pages: in the header menu and on the overview. */
  order?: number;
  icon?: Types.IconName;
  home?: HomePlace;
  menu?: MenuPlace;
  footer?: FooterPlace;
  orderForm?: OrderKind;
  /** Pages that show 'Hleður...' until their translations are ready (spec section 2). */
  showsLoadingUntilReady?: boolean;
  sections: readonly Section[];
}

interface ListedPage<S> {
  /** Position in the header menu and on the overview page. */
  order: number;
  /** The icon of the page's card on the overview. */
  icon: Types.IconName;
  /** Shown on the home page; only a page whose strings have `homeCard`. */
  home?: S extends { homeCard: CardStrings } ? HomePlace : never;
  /** A solution's group in the header menu; only a page whose strings have `menuText`. */
  menu?: S extends { menuText: string } ? MenuPlace : never;
  footer?: FooterPlace;
  /** The page's own order form: its call to action (and the phone's sticky bar) orders there instead of asking for a quote. */
  orderForm?: OrderKind;
  showsLoadingUntilReady?: boolean;
  sections: readonly Section[];
}

/** A service page: `/thjonusta/<id>`, strings in `services`, listed in the header menu and on `/thjonusta`. */
export function defineServicePage<S extends ListedPageStrings>(page: ListedPage<S>): PageDefinition {
  return { section: 'services', namespace: 'services', ...page };
}

/** A solution page: `/lausnir/<id>`, strings in `solutions`, listed in the header menu and on `/lausnir`. */
export function defineSolutionPage<S extends ListedPageStrings>(page: ListedPage<S>): PageDefinition {
  return { section: 'solutions', namespace: 'solutions', ...page };
}

interface StandalonePage {
  /** The namespace that holds the page's strings (the same as before the folders: `about`, `services`, …). */
  namespace: Namespace;
  footer?: FooterPlace;
  showsLoadingUntilReady?: boolean;
  sections: readonly Section[];
}

/** A company page at `/<id>` (the company, the price list, the service packages). */
export function defineCompanyPage<S extends PageStrings>(page: StandalonePage & (S extends LinkedPageStrings ? unknown : { footer?: never })): PageDefinition {
  return { section: 'company', ...page };
}

/** A legal page at `/<id>` (terms, privacy, cookies). */
export function defineLegalPage<S extends PageStrings>(page: StandalonePage & (S extends LinkedPageStrings ? unknown : { footer?: never })): PageDefinition {
  return { section: 'legal', ...page };
}

/** A section's landing page (`/thjonusta`, `/lausnir`): its folder is `<section>/overview`. */
export function defineOverviewPage<S extends PageStrings>(
  page: { section: 'services' | 'solutions'; showsLoadingUntilReady?: boolean; sections: readonly Section[] } & (S extends PageStrings ? unknown : never),
): PageDefinition {
  return { namespace: page.section, overview: true, ...page };
}

/** The home page (`/`): its strings are the whole `home` namespace. */
export function defineHomePage<S extends PageStrings>(page: { sections: readonly Section[] } & (S extends PageStrings ? unknown : never)): PageDefinition {
  return { section: 'home', namespace: 'home', ...page };
}

/** The dotted path of every group (object) in a strings tree: `features`, `features.items`, `features.items.fast`. */
export type GroupPaths<T> = T extends string | readonly string[]
  ? never
  : {
      [K in keyof T & string]: T[K] extends string | readonly string[] ? never : K | `${K}.${GroupPaths<T[K]>}`;
    }[keyof T & string];

/** The key a group and its segments make: `Joined<'a', ['b', 'c']>` is `'a.b.c'` (a union where a segment is one). */
type Joined<G extends string, P extends readonly string[]> = P extends readonly [infer H extends string, ...infer R extends readonly string[]]
  ? Joined<`${G}.${H}`, R>
  : G;

/**
 * A key built in a loop, where TypeScript cannot follow which ids go together (a package's own feature ids, say):
 * `const kIn = ownKeyIn<typeof is>();` then `kIn('packages.items', id, 'features', feature)`. The group must exist in
 * the page's Icelandic strings, and the key the segments make must be one of them for at least one combination of
 * the segments' values: a misspelt segment (`kIn('features.items', id, 'titel')`) fails the type check. That a
 * given id goes with a given feature is left to the content tests, which resolve every key of every page in every
 * language.
 */
export function ownKeyIn<S>() {
  return <G extends GroupPaths<Omit<S, Placed>>, const P extends readonly string[]>(
    group: G,
    ...segments: P & ([Extract<OwnKeyPath<S>, Joined<G, P>>] extends [never] ? readonly ['no key of the page matches these segments'] : unknown)
  ): OwnKey => `.${[group, ...segments].join('.')}` as OwnKey;
}
