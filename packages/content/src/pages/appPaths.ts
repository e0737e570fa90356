// A leaf module (no imports): the path types are read by the strings' types, which the page folders feed.

/** The two order pages, by the kind of order, each under its solution's page: a solution's folder names its own (`orderForm`). */
export const orderPaths = {
  'wordpress-express': '/lausnir/wordpress-express/panta',
  hosting: '/lausnir/vefhysing/panta',
} as const;

/** The kinds of order page: /lausnir/wordpress-express/panta and /lausnir/vefhysing/panta. */
export type OrderKind = keyof typeof orderPaths;

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
