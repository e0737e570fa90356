#!/usr/bin/env node
// Writes src/fonts/fonts.css (and its two halves, faces.css and fallbacks.css): the @font-face rules of the brand faces (the Fontsource woff2 files in src/fonts/, latin
// and latin-ext subsets, each with its unicode-range) and, for each face, metric-matched fallbacks built on local
// system fonts, so that the swap to the real face moves no line (CLS 0).
//
// How the overrides are computed (the method of Capsize and Next.js's font module), from the font files themselves,
// read with fontkitten (the font reader of Capsize's own @capsizecss/unpack; docs/decisions/0006-font-metrics.md):
//   size-adjust      = the brand face's average advance width / the fallback's, both per em and weighted by how often
//                      each character occurs in the site's own copy (every string of packages/content in is, en, es
//                      and da), so that a line of fallback text is as long as the same line set in the brand face;
//   ascent-override  = hhea ascender / unitsPerEm / size-adjust (the brand face's, as a percentage of the fallback's
//                      adjusted em), descent-override and line-gap-override the same from hhea descender and lineGap:
//                      the fallback's line box is then the brand face's.
// The fallbacks: Arial (Windows, macOS; its advances and vertical metrics are those of Liberation Sans, which is
// read as its stand-in) and DejaVu Sans (most Linux desktops, and the Chromium the tests and Lighthouse run in).
// A visitor with neither gets the system font of the stack after them, unadjusted.
//
//   node packages/ui/scripts/font-metrics.mjs [--fallback "Arial|Liberation Sans=/path/LiberationSans-Regular.ttf"]
//     [--fallback "DejaVu Sans"=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf] [--check]
// A fallback's other names (after |) are tried by local() too. With --check it writes nothing and exits 1 when a file in src/fonts/ differs from what it would write.
// Liberation Sans comes from Debian's fonts-liberation package (`apt-get download fonts-liberation`).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkitten';

const packageDir = new URL('..', import.meta.url).pathname;
const fontsDir = join(packageDir, 'src/fonts');
const contentDir = join(packageDir, '../content/src');

/** The brand faces: the family name the theme uses, the file prefix of its Fontsource files and its weight range. */
const FACES = [
  { family: 'Bricolage Grotesque Variable', file: 'bricolage-grotesque', weight: '200 800', role: 'headings' },
  { family: 'Instrument Sans Variable', file: 'instrument-sans', weight: '400 700', role: 'body text' },
];
/**
 * Bold text (the theme's medium 600 and bold 750: headings, buttons, chips) is wider than regular in both the faces
 * and the fallbacks, by different amounts, so bold gets fallbacks of its own, measured on the bold fonts. The
 * variable files give only the default (400) widths, so the faces' bold widths are read from Fontsource's static
 * 700 instances (`npm pack @fontsource/bricolage-grotesque @fontsource/instrument-sans`; measured, not shipped).
 */
const STATIC_DIR = process.env.FONT_STATIC_DIR ?? '/tmp/fontwork';
const boldFileOf = (face) => join(STATIC_DIR, `fontsource-${face.file}-5.3.0/package/files/${face.file}-latin-700-normal.woff2`);
/**
 * The bold fallbacks of the heading face, widened to the weight they stand in for: headings are set at the theme's
 * bold 750, not the 700 the static files measure, and Bricolage at 750 is 1.0074x its 700 width (measured in Chromium
 * over 428 headings, buttons and links of six pages in four languages, issue 35, round 3). Sized on 700, the fallback
 * was narrower than the face, so en /fa-tilbod's heading (380.2 px in the face on a 380 px line at 412 px) fitted one
 * line in the fallback and broke onto two when the face came: CLS 0.026. Against DejaVu Sans Bold the face measured
 * 1.0207x on that text, but widening by that much made en /verdskra's heading (379.9 px) break in the fallback and
 * join up in the face instead, so only the weight's part is applied, to every bold fallback.
 */
const BOLD_HEADINGS = { 'Bricolage Grotesque Variable': 1.0074 };
/** Weights from this one up use the bold fallbacks. */
const BOLD_FROM = 550;
/** Fontsource's subsets of these faces (the same for both). Icelandic, Danish and Spanish letters are all in latin. */
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

const fallbackArgs = [];
for (let i = 2; i < process.argv.length; i += 1) if (process.argv[i] === '--fallback') fallbackArgs.push(process.argv[(i += 1)]);
const FALLBACKS = (
  fallbackArgs.length
    ? fallbackArgs
    : [
        'Arial|Liberation Sans=/tmp/fontwork/lib/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
        'Arial Bold|Arial-BoldMT|Liberation Sans Bold=/tmp/fontwork/lib/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
        'DejaVu Sans=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
        'DejaVu Sans Bold|DejaVuSans-Bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
      ]
).map((arg) => {
  const [names, path] = arg.split('=');
  const [name, ...aliases] = names.split('|');
  // A bold fallback ("X Bold") belongs to the family of X, for weights from BOLD_FROM up.
  const bold = / Bold$/.test(name);
  return { name, aliases, path, bold, family: name.replace(/ Bold$/, '') };
});

/** Vertical metrics (hhea) and a function giving a character's advance width, in font units, or null without it. */
function readFont(path) {
  const font = create(readFileSync(path));
  if (!('unitsPerEm' in font)) throw new Error(`${path}: a font collection, not one font`);
  const advance = (character) => {
    const codePoint = character.codePointAt(0);
    return font.hasGlyphForCodePoint(codePoint) ? font.glyphForCodePoint(codePoint).advanceWidth : null;
  };
  return { unitsPerEm: font.unitsPerEm, ascender: font.hhea.ascent, descender: font.hhea.descent, lineGap: font.hhea.lineGap, advance };
}

/** How often each character occurs in the strings of the site's copy, in all four languages. */
function characterWeights() {
  const counts = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/^(is|en|es|da)\.ts$/.test(entry.name)) {
        for (const [literal] of readFileSync(path, 'utf8').matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) {
          for (const character of literal.slice(1, -1)) if (/[\p{L}\p{N}\p{P} ]/u.test(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
        }
      }
    }
  };
  visit(contentDir);
  return counts;
}

/** The weighted average advance per em over the characters both fonts have. */
function averageWidth(font, weights, other) {
  let sum = 0;
  let total = 0;
  for (const [character, count] of weights) {
    const width = font.advance(character);
    if (width === null || other.advance(character) === null) continue;
    sum += (width / font.unitsPerEm) * count;
    total += count;
  }
  return sum / total;
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** The rules of the brand faces (`faces`) and of their fallbacks (`fallbacks`), each with its header comment. */
function stylesheets() {
  const weights = characterWeights();
  const fallbacks = FALLBACKS.map((fallback) => ({ ...fallback, font: readFont(fallback.path) }));
  const header = [
    '/*',
    ' * The Hraun brand faces, self-hosted (SIL Open Font License 1.1: OFL-*.txt beside this file), from Fontsource:',
    ...FACES.map((face) => ` *   ${face.family} (${face.role}), weights ${face.weight}`),
    ' * Each in two subsets by unicode-range: latin (all of Icelandic, Danish and Spanish) and latin-ext (loaded only',
    ' * for a page that has such a character). Each face has metric-matched fallbacks on local system fonts, so the',
    ' * swap shifts no layout. Written by scripts/font-metrics.mjs: edit that script, not this file.',
    ' */',
  ];
  const faceRules = [];
  const fallbackRules = [];
  for (const face of FACES) {
    const font = readFont(join(fontsDir, `${face.file}-latin-wght-normal.woff2`));
    for (const [subset, range] of Object.entries(SUBSETS)) {
      faceRules.push(
        `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${face.weight};\n` +
          `  src: url('./${face.file}-${subset}-wght-normal.woff2') format('woff2');\n  unicode-range: ${range};\n}`,
      );
    }
    const boldFont = readFont(boldFileOf(face));
    for (const fallback of fallbacks) {
      const measured = fallback.bold ? boldFont : font;
      const widened = fallback.bold ? BOLD_HEADINGS[face.family] : undefined;
      const sizeAdjust =
        (averageWidth(measured, weights, fallback.font) / averageWidth(fallback.font, weights, measured)) *
        (widened ?? 1);
      const per = (units) => Math.abs(units) / font.unitsPerEm / sizeAdjust;
      const weight = fallback.bold ? `${BOLD_FROM} 1000` : `1 ${BOLD_FROM - 1}`;
      fallbackRules.push(
        `/* ${face.family}${fallback.bold ? ' 700' : ''} over ${fallback.name}: average width ratio ${sizeAdjust.toFixed(4)}${widened ? ' (with the headings\' correction)' : ''}; ${face.family}'s hhea ` +
          `${font.ascender}/${font.descender}/${font.lineGap} of ${font.unitsPerEm} units */\n` +
          `@font-face {\n  font-family: '${face.family} ${fallback.family}';\n  font-weight: ${weight};\n  src: ${[fallback.name, ...fallback.aliases].map((name) => `local('${name}')`).join(', ')};\n` +
          `  size-adjust: ${percent(sizeAdjust)};\n  ascent-override: ${percent(per(font.ascender))};\n` +
          `  descent-override: ${percent(per(font.descender))};\n  line-gap-override: ${percent(per(font.lineGap))};\n}`,
      );
    }
  }
  const sheet = (note, rules) => `${[...header.slice(0, -1), note, ' */', ...rules].join('\n')}\n`;
  return {
    'fonts.css': sheet(' * This file: both, the faces and their fallbacks (faces.css and fallbacks.css hold one part each).', [...faceRules, ...fallbackRules]),
    'faces.css': sheet(' * This file: the faces only, to load after the first paint (with fallbacks.css in the page).', faceRules),
    'fallbacks.css': sheet(' * This file: the fallbacks only (local fonts, no download), for the first paint.', fallbackRules),
  };
}

const check = process.argv.includes('--check');
for (const [file, css] of Object.entries(stylesheets())) {
  const target = join(fontsDir, file);
  if (!check) {
    writeFileSync(target, css);
    console.log(`wrote ${target}`);
  } else if (readFileSync(target, 'utf8') !== css) {
    console.error(`${target} is not what scripts/font-metrics.mjs writes: run it`);
    process.exitCode = 1;
  }
}
