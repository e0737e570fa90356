// The brand faces (@hraun/ui's fonts) load after the first paint. The page's own style sheet holds only their
// metric-matched fallbacks (local fonts, no download), so the first paint waits for no font and the swap moves no
// line. A font requested before the first paint, even preloaded, is counted by Lighthouse's simulation as a request
// the paint waited for: preloading the heading face alone put home's LCP at 1.5-1.9x the bare page's (bench/README.md).
// Without JavaScript the page keeps the fallbacks, which are sized like the faces.
import facesHref from '@hraun/ui/fonts/faces.css?url';
import { useEffect } from 'react';

/** One `@font-face` rule of the package's faces sheet. */
export interface FaceRule {
  family: string;
  /** The file, resolved against the sheet's address. */
  url: string;
  descriptors: FontFaceDescriptors;
  /** The code points it covers, from `unicode-range` (all of them when it has none). */
  ranges: [number, number][];
}

/** The `@font-face` rules of a faces sheet (`sheetUrl` resolves their files). */
export function parseFaceRules(css: string, sheetUrl: string): FaceRule[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const descriptor = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim();
    const family = descriptor('font-family')?.replace(/^['"]|['"]$/g, '');
    const file = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(descriptor('src') ?? '')?.[1];
    if (!family || !file) return [];
    const unicodeRange = descriptor('unicode-range');
    const ranges: [number, number][] = unicodeRange
      ? unicodeRange.split(',').map((part) => {
          // `U+0100-02BA`, `U+0131`, or with wildcards `U+??` (U+0000-00FF), as a minifier writes them.
          const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(from.replaceAll('?', '0'), 16), parseInt(to.replaceAll('?', 'F'), 16)];
        })
      : [[0, 0x10ffff]];
    return [
      {
        family,
        url: new URL(file, sheetUrl).href,
        descriptors: {
          style: descriptor('font-style') ?? 'normal',
          weight: descriptor('font-weight') ?? 'normal',
          display: (descriptor('font-display') as FontDisplay | undefined) ?? 'swap',
          ...(unicodeRange ? { unicodeRange } : {}),
        },
        ranges,
      },
    ];
  });
}

/** Whether any character of `text` is in one of `ranges`. */
export function coversAny(ranges: readonly [number, number][], text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (ranges.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/**
 * Loads the faces the page's text needs, then adds every face at once. Loaded one by one through a style sheet,
 * each face's arrival made the browser restyle and lay out the whole page again (three long tasks on a phone
 * after the app started); added together, already loaded, they cost one. Faces the page does not need yet
 * (latin-ext on most pages) are added unloaded: the browser fetches one when text that needs it appears.
 */
export async function loadBrandFonts(sheetUrl: string, text: string, fonts: FontFaceSet = document.fonts): Promise<void> {
  const response = await fetch(sheetUrl);
  if (!response.ok) throw new Error(`the brand faces sheet answered ${response.status}`);
  const faces = parseFaceRules(await response.text(), response.url || sheetUrl).map((rule) => ({
    rule,
    face: new FontFace(rule.family, `url("${rule.url}") format("woff2")`, rule.descriptors),
  }));
  await Promise.all(faces.filter(({ rule }) => coversAny(rule.ranges, text)).map(({ face }) => face.load()));
  for (const { face } of faces) fonts.add(face);
}

/** Adds the brand faces once, when the app starts (after the first paint: src/start.ts). */
export function useBrandFonts(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-brand-fonts')) return;
    root.setAttribute('data-brand-fonts', 'loading');
    loadBrandFonts(new URL(facesHref, window.location.href).href, document.getElementById('root')?.textContent ?? '').then(
      () => root.setAttribute('data-brand-fonts', 'loaded'),
      // The fallbacks stay, sized like the faces: the page reads the same.
      () => root.setAttribute('data-brand-fonts', 'failed'),
    );
  }, []);
}
