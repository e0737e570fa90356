import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coversAny, loadBrandFonts, parseFaceRules } from '../../src/head/fonts';

const require = createRequire(import.meta.url);
const facesSource = readFileSync(require.resolve('@hraun/ui/fonts/faces.css'), 'utf8');
// The same rules as the build's minifier writes them: unquoted names, `U+??` wildcards, no spaces.
const minified =
  '@font-face{font-family:Bricolage Grotesque Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/bricolage-latin-A1.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F}' +
  '@font-face{font-family:Bricolage Grotesque Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/bricolage-latin-ext-B2.woff2)format("woff2");unicode-range:U+100-2BA,U+1E00-1E9F}';

describe('parseFaceRules', () => {
  it('reads every face of the package sheet with its file resolved against the sheet', () => {
    const rules = parseFaceRules(facesSource, 'https://hraun.is/assets/fonts/faces.css');
    expect(rules.map((rule) => [rule.family, rule.url.replace(/^.*\//, '')])).toEqual([
      ['Bricolage Grotesque Variable', 'bricolage-grotesque-latin-wght-normal.woff2'],
      ['Bricolage Grotesque Variable', 'bricolage-grotesque-latin-ext-wght-normal.woff2'],
      ['Instrument Sans Variable', 'instrument-sans-latin-wght-normal.woff2'],
      ['Instrument Sans Variable', 'instrument-sans-latin-ext-wght-normal.woff2'],
    ]);
    expect(rules[0]!.url).toBe('https://hraun.is/assets/fonts/bricolage-grotesque-latin-wght-normal.woff2');
    expect(rules[0]!.descriptors).toMatchObject({ weight: '200 800', style: 'normal', display: 'swap' });
    expect(rules[2]!.descriptors.weight).toBe('400 700');
  });

  it('reads the minified sheet of the build, wildcards in unicode-range included', () => {
    const [latin, latinExt] = parseFaceRules(minified, 'https://hraun.is/assets/faces-X.css');
    expect(latin!.family).toBe('Bricolage Grotesque Variable');
    expect(latin!.url).toBe('https://hraun.is/assets/bricolage-latin-A1.woff2');
    expect(latin!.ranges).toEqual([
      [0x00, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    // Icelandic, Danish and Spanish text is all in latin; Polish needs latin-ext.
    expect(coversAny(latin!.ranges, 'Þjónusta – ÆØÅ æøå ñ ¿')).toBe(true);
    expect(coversAny(latinExt!.ranges, 'Þjónustuborð, Ærø, año, “quotes”')).toBe(false);
    expect(coversAny(latinExt!.ranges, 'Łódź')).toBe(true);
  });

  it('skips a rule without a family or a file', () => {
    expect(parseFaceRules('@font-face{font-family:X}@font-face{src:url(a.woff2)}', 'https://hraun.is/')).toEqual([]);
  });
});

describe('loadBrandFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the faces the text needs, then adds every face at once (the others unloaded)', async () => {
    const events: string[] = [];
    class FakeFace {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load() {
        events.push(`load ${this.source}`);
        return Promise.resolve(this);
      }
    }
    vi.stubGlobal('FontFace', FakeFace);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(minified, { status: 200 })));
    const fonts = { add: (face: FakeFace) => events.push(`add ${face.source}`) } as unknown as FontFaceSet;
    await loadBrandFonts('https://hraun.is/assets/faces-X.css', 'Vefsíðugerð', fonts);
    expect(events).toEqual([
      'load url("https://hraun.is/assets/bricolage-latin-A1.woff2") format("woff2")',
      'add url("https://hraun.is/assets/bricolage-latin-A1.woff2") format("woff2")',
      'add url("https://hraun.is/assets/bricolage-latin-ext-B2.woff2") format("woff2")',
    ]);
  });

  it('fails, adding nothing, when the sheet cannot be had (the fallbacks stay)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    const add = vi.fn();
    await expect(loadBrandFonts('https://hraun.is/assets/faces-X.css', 'texti', { add } as unknown as FontFaceSet)).rejects.toThrow(/404/);
    expect(add).not.toHaveBeenCalled();
  });
});
