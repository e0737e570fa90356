/**
 * What lists pages, derived from the page folders' registry entries: header menus, footer columns, overview and
 * home cards. It reads no page's sections, so it costs the first-load JavaScript only the registry's entries.
 */
import type { FooterColumn } from './authoring';
import type { PageEntry } from './entry';
import { SOLUTION_MENU_GROUPS } from './menuGroups';
import { pageEntries } from './registry.generated';
import type { IconName, SitePath, TextKey } from './types';

/** A page as a link: where it is and the key of its label. */
export interface PageLink {
  path: SitePath;
  labelKey: TextKey;
}

// The generator writes each folder's path and puts its strings at `namespace:key`, so these keys resolve.
const pathOf = (entry: PageEntry) => entry.path as SitePath;
const ownKey = (entry: PageEntry, path: string) => `${entry.namespace}:${entry.key}.${path}` as TextKey;
const navKey = (entry: PageEntry) => `nav:pages.${entry.key}` as TextKey;

const byOrder = (place: (entry: PageEntry) => number | undefined) => (a: PageEntry, b: PageEntry) =>
  place(a)! - place(b)! || a.id.localeCompare(b.id);

function placed(section: PageEntry['section'] | null, place: (entry: PageEntry) => number | undefined): PageEntry[] {
  return pageEntries
    .filter((entry) => (section === null || entry.section === section) && place(entry) !== undefined)
    .sort(byOrder(place));
}

/** The pages a section's header dropdown lists, in order. */
export function menuLinks(section: 'services' | 'solutions'): PageLink[] {
  return placed(section, (entry) => entry.order).map((entry) => ({ path: pathOf(entry), labelKey: navKey(entry) }));
}

/** A solution in the header's solutions menu: with the keys of its group's heading and of its one-line description. */
export interface MenuLink extends PageLink {
  groupKey: TextKey;
  descriptionKey: TextKey;
}

/** The solutions menu: each page its folder places in a group, in the groups' order and its place in the group. */
export function solutionMenu(): MenuLink[] {
  return placed('solutions', (entry) => entry.menu && SOLUTION_MENU_GROUPS.indexOf(entry.menu.group) * 1000 + entry.menu.order).map((entry) => ({
    path: pathOf(entry),
    labelKey: navKey(entry),
    groupKey: `nav:menu.groups.${entry.menu!.group}` as TextKey,
    descriptionKey: `nav:menu.descriptions.${entry.id}` as TextKey,
  }));
}

/**
 * The app's own pages that the footer lists, each with its label and its place in a column; the
 * page folders place themselves (`footer` in their page.ts) and these take the positions between them.
 */
const appFooterLinks: readonly (PageLink & { column: FooterColumn; order: number })[] = [
  { path: '/verkefni', labelKey: 'nav:projects', column: 'company', order: 2 },
  { path: '/frettir', labelKey: 'nav:news', column: 'company', order: 3 },
  { path: '/thjonustubord', labelKey: 'nav:serviceDesk', column: 'company', order: 6 },
  { path: '/hafa-samband', labelKey: 'nav:contact', column: 'company', order: 7 },
];

/**
 * The links of a footer column in their order: the page folders placed there, and the app's own pages between them;
 * the services column lists the services home shows, in home's order (review 35c: the footer named other services).
 */
export function footerLinks(column: FooterColumn): (PageLink & { order: number })[] {
  if (column === 'services') {
    return placed('services', (entry) => entry.home?.order).map((entry) => ({ path: pathOf(entry), labelKey: navKey(entry), order: entry.home!.order }));
  }
  const pages = placed(null, (entry) => (entry.footer?.column === column ? entry.footer.order : undefined)).map((entry) => ({
    path: pathOf(entry),
    labelKey: navKey(entry),
    order: entry.footer!.order,
  }));
  const app = appFooterLinks
    .filter((link) => link.column === column)
    .map(({ path, labelKey, order }) => ({ path, labelKey, order }));
  return [...pages, ...app].sort((a, b) => a.order - b.order);
}

/** A page's own call to action, for the phone's sticky bar: its order form where its folder names one, else a quote. */
export interface PageAction {
  labelKey: TextKey;
  to: SitePath;
}

/** The call to action of a service or solution page (not an overview), or null for any other path. */
export function pageAction(path: string): PageAction | null {
  const entry = pageEntries.find((candidate) => candidate.path === path);
  if (!entry || entry.overview || (entry.section !== 'services' && entry.section !== 'solutions')) return null;
  // An order page sits under its solution's page (`orderPaths`; the registry test holds the two to each other), so
  // the first load needs no table of them.
  return entry.orderForm ? { labelKey: 'nav:order' as TextKey, to: `${entry.path}/panta` as SitePath } : { labelKey: 'nav:quote' as TextKey, to: '/fa-tilbod' };
}

/** A card that links to a page. */
export interface PageCard {
  icon?: IconName;
  titleKey: TextKey;
  textKey: TextKey;
  to: SitePath;
}

/** The cards of a section's overview page: every page of the section, with its `card` strings. */
export function overviewCards(section: 'services' | 'solutions'): PageCard[] {
  return placed(section, (entry) => entry.order).map((entry) => ({
    icon: entry.icon,
    titleKey: ownKey(entry, 'card.title'),
    textKey: ownKey(entry, 'card.text'),
    to: pathOf(entry),
  }));
}

/** The home page's cards for a section: the pages placed there, with their `homeCard` strings (in `home`). */
export function homeCards(section: 'services' | 'solutions'): PageCard[] {
  return placed(section, (entry) => entry.home?.order).map((entry) => ({
    icon: entry.home?.icon ?? entry.icon,
    titleKey: `home:${section}.items.${entry.key}.title` as TextKey,
    textKey: `home:${section}.items.${entry.key}.text` as TextKey,
    to: pathOf(entry),
  }));
}

/** The key of a page's breadcrumb label. */
export const breadcrumbKeyOf = (entry: PageEntry): TextKey =>
  entry.section === 'home' ? ('home:breadcrumb' as TextKey) : ownKey(entry, 'breadcrumb');
