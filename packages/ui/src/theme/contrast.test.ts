// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { altTokens } from '../themes/alt';
import { hraunTokens } from '../themes/hraun';
import { lavaTokens } from '../themes/lava';
import { colorPairs, contrastRatio, measureContrast } from './contrast';

const modes = [hraunTokens, altTokens, lavaTokens].flatMap((theme) => [
  { name: `${theme.name} light`, colors: theme.light.color },
  { name: `${theme.name} dark`, colors: theme.dark.color },
]);

describe('contrastRatio', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses a colour it cannot read instead of guessing', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toThrow(/not a #rgb/);
  });
});

describe.each(modes)('$name', ({ colors }) => {
  it.each(colorPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))('%s meets its minimum', (_label, pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    expect(ratio, `${colors[pair.foreground]} on ${colors[pair.background]}`).toBeGreaterThanOrEqual(pair.minimum);
  });

  it('measureContrast reports every pair as passing', () => {
    expect(measureContrast(colors).filter((result) => !result.passes)).toEqual([]);
  });
});

/**
 * The pairs a component's style sets in one rule (`color` and `background` side by side), read from the sources:
 * each must be a pair the list above measures, so a new pairing cannot slip past the check unmeasured.
 */
function pairsInStyles(source: string) {
  const found: string[] = [];
  const stack: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    if (source[index] === '{') stack.push(index);
    else if (source[index] === '}' && stack.length) {
      const start = stack.pop() as number;
      let depth = 0;
      let own = '';
      for (const char of source.slice(start + 1, index)) {
        if (char === '{') depth += 1;
        else if (char === '}') depth -= 1;
        else if (depth === 0) own += char;
      }
      const foregrounds = [...own.matchAll(/\bcolor:\s*vars\.color\.(\w+)/g)].map((match) => match[1]);
      const backgrounds = [...own.matchAll(/\bbackground(?:Color)?:\s*vars\.color\.(\w+)/g)].map((match) => match[1]);
      for (const foreground of foregrounds) for (const background of backgrounds) found.push(`${foreground} on ${background}`);
    }
  }
  return found;
}

function styleSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return styleSources(path);
    return /\.css\.ts$|[\\/]layout\.ts$|Rules\.ts$/.test(path) ? [path] : [];
  });
}

describe('the colour pairs the components use', () => {
  const source = fileURLToPath(new URL('..', import.meta.url));
  const measured = new Set(colorPairs.map((pair) => `${pair.foreground} on ${pair.background}`));

  it('finds the pairs in a style (and so can fail)', () => {
    expect(pairsInStyles("style({ color: vars.color.text, background: vars.color.accent, selectors: { '&:hover': { color: vars.color.danger } } })")).toEqual([
      'text on accent',
    ]);
  });

  it('are all measured in every theme and mode', () => {
    const used = styleSources(source).flatMap((file) => pairsInStyles(readFileSync(file, 'utf8')).map((pair) => ({ pair, file })));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter(({ pair }) => !measured.has(pair))).toEqual([]);
  });
});
