import type { ThemeTokens } from './tokens';

type ColorName = keyof ThemeTokens['color'];

/** A foreground colour the components draw on a background colour, and the WCAG 2.2 minimum it must meet. */
export interface ColorPair {
  foreground: ColorName;
  background: ColorName;
  /** 4.5 for text (1.4.3), 3 for borders, focus rings and other parts of a control (1.4.11). */
  minimum: 4.5 | 3;
}

const text = (foreground: ColorName, backgrounds: ColorName[]): ColorPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 4.5 }));
const nonText = (foreground: ColorName, backgrounds: ColorName[]): ColorPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 3 }));

/**
 * Every pair of theme colours the components put together: text on the backgrounds it appears on, and the borders
 * and rings that must stand out from theirs. A test checks each pair in every bundled theme, light and dark, and
 * fails when a component's style pairs two colours this list does not name.
 */
export const colorPairs: readonly ColorPair[] = [
  ...text('text', ['bg', 'surface', 'surfaceAlt', 'selected', 'dangerSurface', 'successSurface']),
  ...text('textMuted', ['bg', 'surface', 'surfaceAlt']),
  ...text('primary', ['bg', 'surface', 'surfaceAlt', 'selected']),
  ...text('primaryHover', ['surface', 'selected']),
  ...text('onPrimary', ['primary', 'primaryHover']),
  ...text('accent', ['bg', 'surface']),
  ...text('onAccent', ['accent']),
  ...text('danger', ['bg', 'surface', 'dangerSurface']),
  ...text('success', ['bg', 'surface', 'successSurface']),
  ...text('onInverse', ['inverse']),
  ...text('onInverseMuted', ['inverse']),
  ...text('inverse', ['onInverse']),
  ...nonText('borderStrong', ['bg', 'surface']),
  ...nonText('focus', ['bg', 'surface', 'surfaceAlt']),
];

function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) throw new Error(`contrast: "${color}" is not a #rgb or #rrggbb colour`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance as WCAG 2.2 defines it. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two opaque colours (`#rgb` or `#rrggbb`), from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Each pair of `colorPairs` measured in a set of colours, with whether it meets its minimum. */
export function measureContrast(colors: ThemeTokens['color']) {
  return colorPairs.map((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    return { ...pair, ratio, passes: ratio >= pair.minimum };
  });
}
