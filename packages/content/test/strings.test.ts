/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { locales } from '../src/locale';
import { namespaces, strings } from '../src/strings';

/** Leaves of a strings tree as [dotted.key, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

// Proper names, brand and figures may read the same in two languages; everything else must be translated.
// Each content area lists its own names in test/same-names/{area}.ts.
const nameLists = import.meta.glob<string[]>('./same-names/*.ts', { eager: true, import: 'default' });
const sameInOtherLanguages = new Set(Object.values(nameLists).flat());
const isFigureOrName = (value: string) => sameInOtherLanguages.has(value) || /^[\d\s.,:%+\-–/()€$kr]*$/.test(value);

describe('strings', () => {
  it('fill every namespace in every language', () => {
    for (const lng of locales) expect(Object.keys(strings[lng])).toEqual(namespaces);
  });

  it.each(locales)('%s has no empty string and the same keys as Icelandic', (lng) => {
    const reference = leaves(strings.is).map(([key]) => key);
    const own = leaves(strings[lng]);
    expect(own.map(([key]) => key)).toEqual(reference);
    for (const [key, value] of own) {
      expect(typeof value === 'string' && value.trim().length > 0, `${lng}:${key} is empty`).toBe(true);
    }
  });

  it('translates every string (no string left identical to another language)', () => {
    const byLocale = Object.fromEntries(locales.map((lng) => [lng, new Map(leaves(strings[lng]))]));
    const identical: string[] = [];
    for (const [key] of leaves(strings.is)) {
      for (const lng of locales) {
        for (const other of locales) {
          if (lng >= other) continue;
          const a = byLocale[lng]?.get(key);
          if (typeof a === 'string' && a === byLocale[other]?.get(key) && !isFigureOrName(a)) {
            identical.push(`${key} (${lng}=${other}): ${a}`);
          }
        }
      }
    }
    expect(identical).toEqual([]);
  });
});
