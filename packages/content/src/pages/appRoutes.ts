// A leaf module (no imports): the path types are read by the strings' types, which the page folders feed. The
// namespaces and breadcrumb keys are checked against the strings where the table is exported (`appRouteTable.ts`).

/**
 * The routes the app draws itself (forms, order pages, portfolio and news), besides the page folders: the one place
 * they are declared. Each names its page module in `apps/site/src/pages` (`page: 'ContactPage'` is
 * `src/pages/ContactPage.tsx`, exporting `ContactPage`), the namespaces it reads, its breadcrumb key, and, for an
 * order page, the kind of order (each under its solution's page: a solution's folder names its own, `orderForm`).
 * The site derives its routes, lazy page chunks, prerendered paths and breadcrumbs from this table; its tests fail
 * on a path declared twice or a page module that does not exist.
 */
export const appRouteData = [
  { path: '/lausnir/wordpress-express/panta', page: 'OrderPage', order: 'wordpress-express', namespaces: ['forms', 'solutions'], crumbKey: 'nav:order' },
  { path: '/lausnir/vefhysing/panta', page: 'OrderPage', order: 'hosting', namespaces: ['forms', 'solutions'], crumbKey: 'nav:order' },
  { path: '/hafa-samband', page: 'ContactPage', namespaces: ['contact', 'forms'], crumbKey: 'nav:contact' },
  { path: '/fa-tilbod', page: 'QuotePage', namespaces: ['contact', 'forms'], crumbKey: 'nav:quote' },
  { path: '/thjonustubord', page: 'ServiceDeskPage', namespaces: ['contact', 'forms'], crumbKey: 'nav:serviceDesk' },
  { path: '/verkefni', page: 'ProjectsPage', namespaces: [], crumbKey: 'nav:projects' },
  { path: '/verkefni/:id', page: 'ProjectPage', namespaces: [], crumbKey: 'nav:projects' },
  { path: '/frettir', page: 'NewsListPage', namespaces: [], crumbKey: 'nav:news' },
  { path: '/frettir/:slug', page: 'NewsArticlePage', namespaces: [], crumbKey: 'nav:news' },
] as const;

type AppRouteEntry = (typeof appRouteData)[number];

/** A route pattern as the paths it matches: `/verkefni/:id` is `/verkefni/${string}`. */
type PathOf<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathOf<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** The paths of the routes the app draws itself, derived from the table. */
export type AppPath = PathOf<AppRouteEntry['path']>;

type OrderEntry = Extract<AppRouteEntry, { order: string }>;

/** The kinds of order page: /lausnir/wordpress-express/panta and /lausnir/vefhysing/panta. */
export type OrderKind = OrderEntry['order'];

/** The two order pages, by the kind of order, from the table. */
export const orderPaths = Object.fromEntries(
  appRouteData.flatMap((route) => ('order' in route ? [[route.order, route.path]] : [])),
) as { readonly [E in OrderEntry as E['order']]: E['path'] };
