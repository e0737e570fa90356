// A leaf module (no imports): the path types are read by the strings' types, which the page folders feed.
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
