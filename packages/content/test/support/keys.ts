import { locales, type Locale } from '../../src/locale';
import { strings } from '../../src/strings';

/**
 * Every i18next key a piece of content refers to: the values of properties named `...Key` and the items of
 * properties named `...Keys`, found anywhere inside it.
 */
export function textKeysOf(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [name, child] of Object.entries(node)) {
      if (name.endsWith('Key') && typeof child === 'string') found.push(child);
      else if (name.endsWith('Keys') && Array.isArray(child)) found.push(...child.filter((k): k is string => typeof k === 'string'));
      else walk(child);
    }
  };
  walk(value);
  return found;
}

/** The string a `namespace:path.to.key` resolves to in one language, or undefined when it does not resolve. */
export function resolveKey(locale: Locale, key: string): string | undefined {
  const [ns, path] = key.split(':');
  if (!ns || !path) return undefined;
  let node: unknown = (strings[locale] as Record<string, unknown>)[ns];
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Keys that do not resolve to a non-empty string, as `lng key` lines (empty when all resolve). */
export function unresolvedKeys(keys: readonly string[]): string[] {
  return locales.flatMap((locale) => keys.filter((key) => !resolveKey(locale, key)?.trim()).map((key) => `${locale} ${key}`));
}
