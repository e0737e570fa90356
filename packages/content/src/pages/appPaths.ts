// A leaf module (no imports): the path types are read by the strings' types, which the page folders feed.

/** The two order pages, by the kind of order: a solution's folder names its own (`orderForm`). */
export const orderPaths = {
  'wordpress-express': '/lausnir/wordpress-express/panta',
  hosting: '/lausnir/vefhysing/panta',
} as const;

/** The kinds of order page: /lausnir/wordpress-express/panta and /lausnir/vefhysing/panta. */
export type OrderKind = keyof typeof orderPaths;

/**
 * The app's own pages that the footer lists, each with its label (`nav:<label>`) and its place in a column; the
 * page folders place themselves (`footer` in their page.ts) and these take the positions between them.
 */
export const appFooterLinks = [
  { path: '/verkefni', label: 'projects', column: 'company', order: 2 },
  { path: '/frettir', label: 'news', column: 'company', order: 3 },
  { path: '/thjonustubord', label: 'serviceDesk', column: 'company', order: 6 },
  { path: '/hafa-samband', label: 'contact', column: 'company', order: 7 },
] as const;

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
  | (typeof orderPaths)[OrderKind];
