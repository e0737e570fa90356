import { describe, expect, test } from 'vitest';
import { unsetCustomProperties } from '../../scripts/page-assets';

describe('unsetCustomProperties', () => {
  test('reports a property read but never set, once', () => {
    const css = ':root{--a1:1rem}.x{gap:var(--a1);padding:var(--b2)}.y{margin:var( --b2 )}';
    expect(unsetCustomProperties(css)).toEqual(['--b2']);
  });

  test('a property set anywhere, or read with a fallback, is fine', () => {
    const css = '.t{--c3:red}.x{color:var(--c3);padding-bottom:var(--bar-height,0px)}';
    expect(unsetCustomProperties(css)).toEqual([]);
  });

  test('a second copy of the theme contract (variables under other names) is caught', () => {
    const css = ':root{--_67w2yoq:1.5rem}._19udfek2{padding:var(--zmatfmq);gap:var(--_67w2yoq)}';
    expect(unsetCustomProperties(css)).toEqual(['--zmatfmq']);
  });
});
