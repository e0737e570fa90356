import type { Locale } from '../locale';

/** One name in every language. */
export type Term = Readonly<Record<Locale, string>>;
