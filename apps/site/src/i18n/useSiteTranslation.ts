import type { KeyPaths, Namespace, Strings, TextKey } from '@hraun/content';
import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A key `t` takes: any namespace's key written `namespace:key`, or a key of the first namespace asked for. */
type KeyOf<N extends Namespace> = TextKey | KeyPaths<Strings[N]>;

/**
 * The translate function as the site calls it: only real keys of the Icelandic strings type-check, so
 * `t('nav:typo')` fails `tsc`. i18next's own typing (CustomTypeOptions, i18next.d.ts) accepts `namespace:key` only
 * for the namespaces a component loads and a list's key only with `returnObjects`, while content hands components
 * keys of any namespace (`TextKey`); this signature states the site's rule over the same strings type.
 */
export interface SiteT<N extends Namespace = never> {
  (key: KeyOf<N>, options?: TOptions & { returnObjects?: false }): string;
  (key: KeyOf<N>, options: TOptions & { returnObjects: true }): unknown;
}

/** react-i18next's `useTranslation` (it loads the namespaces, suspending, and re-renders), with `t` typed as above. */
export function useSiteTranslation<N extends Namespace = 'common'>(namespaces?: N | readonly N[]) {
  const { t, i18n, ready } = useTranslation(namespaces as N | N[] | undefined);
  return { t: t as unknown as SiteT<N>, i18n, ready };
}
