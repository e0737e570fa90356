import type { Locale } from '../locale';
import { da, en, es, is } from './assembled.generated';
import type { Namespace } from './keys';
import type { Strings } from './schema';

export type { Strings } from './schema';
export type { KeyGroup, KeyPaths, Namespace } from './keys';

/** Every language's strings, keyed by locale then namespace. */
export const strings: Record<Locale, Strings> = { is, en, es, da };

/** The i18next namespaces, in the order they are written to `/locales/{lng}/{ns}.json`. */
export const namespaces = /* @__PURE__ */ Object.keys(is) as Namespace[];

/** One language's strings for the given namespaces only, so a page ships nothing it does not use. */
export function pickNamespaces<N extends Namespace>(locale: Locale, wanted: readonly N[]): Pick<Strings, N> {
  const all = strings[locale];
  return Object.fromEntries(wanted.map((ns) => [ns, all[ns]])) as Pick<Strings, N>;
}
