// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { altTokens } from '../themes/alt';
import { hraunTokens } from '../themes/hraun';
import { bodyFont, headingFont } from './fonts';

const fontsDir = fileURLToPath(new URL('../fonts', import.meta.url));
const css = readFileSync(join(fontsDir, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
  family: /font-family: '([^']+)'/.exec(body!)?.[1],
  body: body!,
}));

/** Whether a unicode-range (`U+0000-00FF,U+0131,…`) holds a code point. */
const covers = (range: string, code: number) =>
  range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-');
    return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
  });

/** The families a stack names, in order, without quotes. */
const families = (stack: string) => stack.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));

describe('the brand fonts', () => {
  it('give headings and text two different faces in the Hraun theme, and the brand text face to the alt theme', () => {
    expect(hraunTokens.light.font.heading).toBe(headingFont);
    expect(hraunTokens.light.font.body).toBe(bodyFont);
    expect(families(headingFont)[0]).not.toBe(families(bodyFont)[0]);
    expect(altTokens.light.font.body).toBe(bodyFont);
  });

  it.each([headingFont, bodyFont])('have a face in fonts.css for each web font of %s, then the system font', (stack) => {
    const [face, ...rest] = families(stack);
    const fallbacks = rest.filter((name) => name.startsWith(face!));
    expect(fallbacks).toHaveLength(2);
    for (const name of [face, ...fallbacks]) expect(faces.some((rule) => rule.family === name)).toBe(true);
    expect(rest.at(-1)).toBe('sans-serif');
  });

  it('load only the latin subset for every letter of Icelandic, Danish and Spanish, from files that exist', () => {
    const webFaces = faces.filter((rule) => rule.body.includes('url('));
    expect(webFaces).toHaveLength(4);
    for (const rule of webFaces) {
      const file = /url\('\.\/([^']+)'\)/.exec(rule.body)![1]!;
      expect(existsSync(join(fontsDir, file))).toBe(true);
      const range = /unicode-range: ([^;]+);/.exec(rule.body)![1]!;
      const inRange = [...'þðæöáéíóúýÞÐÆÖÁÉÍÓÚÝøåØÅñÑ¿¡'].every((letter) => covers(range, letter.codePointAt(0)!));
      expect(inRange).toBe(file.includes('-latin-wght'));
    }
  });

  it('resize every fallback, regular and bold, and give it the face’s ascent, descent and line gap (no shift at the swap)', () => {
    const fallbacks = faces.filter((rule) => rule.body.includes('local('));
    expect(fallbacks).toHaveLength(8);
    // Each fallback family has a regular face and a bold one (real bold, measured on the faces' bold), no synthesis.
    expect(fallbacks.map((rule) => /font-weight: ([\d ]+);/.exec(rule.body)?.[1]).sort()).toEqual([...Array(4).fill('1 549'), ...Array(4).fill('550 1000')]);
    for (const rule of fallbacks) {
      for (const property of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
        expect(rule.body).toMatch(new RegExp(`${property}: \\d+\\.\\d\\d%;`));
      }
    }
  });
});
