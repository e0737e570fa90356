import type { KeyPaths, Namespace, Strings, TextKey } from '@hraun/content';
import type { i18n as I18n, TOptions } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The site's binding of i18next to React: a provider and `useTranslation`. It does what the site used of
 * react-i18next (a translate function for some namespaces, re-rendered when the language changes or strings
 * arrive, and whether those namespaces are in) in a tenth of its size, which every page loads before it hydrates.
 */
const I18nContext = createContext<I18n | null>(null);

/** Makes `i18n` the instance every `useTranslation` below it reads. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** A number that changes whenever the instance's language or strings do: what a render's `t` depends on. */
const versions = new WeakMap<I18n, number>();
const versionOf = (i18n: I18n) => versions.get(i18n) ?? 0;

function subscribe(i18n: I18n, onChange: () => void): () => void {
  const changed = () => {
    versions.set(i18n, versionOf(i18n) + 1);
    onChange();
  };
  i18n.on('languageChanged', changed);
  i18n.on('loaded', changed);
  i18n.store.on('added', changed);
  return () => {
    i18n.off('languageChanged', changed);
    i18n.off('loaded', changed);
    i18n.store.off('added', changed);
  };
}

/** A key `t` takes: any namespace's key written `namespace:key`, or a key of the first namespace asked for. */
type KeyOf<N extends Namespace> = TextKey | KeyPaths<Strings[N]>;

/**
 * The translate function: only real keys of the Icelandic strings type-check, so `t('nav:typo')` fails `tsc`.
 * With `returnObjects` it answers the list or group a key names.
 */
export interface SiteT<N extends Namespace = never> {
  (key: KeyOf<N>, options?: TOptions & { returnObjects?: false }): string;
  (key: KeyOf<N>, options: TOptions & { returnObjects: true }): unknown;
}

export interface Translation<N extends Namespace> {
  /** Translates a key of the first namespace given, or any namespace's key written `namespace:key`. */
  t: SiteT<N>;
  i18n: I18n;
  /** True once every namespace asked for is loaded; until then missing ones are being fetched. */
  ready: boolean;
}

/**
 * The translate function for `namespaces` (the instance's default namespace when none are given). A namespace
 * that is not loaded yet is fetched, and the component renders again when it arrives.
 */
export function useTranslation<N extends Namespace = 'common'>(namespaces?: N | readonly N[]): Translation<N> {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation is used outside an I18nProvider');
  const list: readonly string[] = namespaces === undefined ? [String(i18n.options.defaultNS)] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(' ');
  const version = useSyncExternalStore(
    useMemo(() => (onChange: () => void) => subscribe(i18n, onChange), [i18n]),
    () => versionOf(i18n),
    () => versionOf(i18n),
  );
  const ready = list.every((namespace) => i18n.hasLoadedNamespace(namespace));
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(' '));
  }, [i18n, key, ready]);
  // A new function after every change, so components that pass `t` on render again too.
  const defaultNamespace = (list[0] ?? null) as Namespace | null;
  const language = i18n.language;
  const made = useMemo(() => ({ t: i18n.getFixedT(null, defaultNamespace), forVersion: version, forLanguage: language }), [i18n, defaultNamespace, version, language]);
  return { t: made.t as unknown as SiteT<N>, i18n, ready };
}
