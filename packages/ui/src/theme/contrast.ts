import type { ThemeTokens } from './tokens';

type ColorName = keyof ThemeTokens['color'];

/** A foreground colour the components draw on a background colour, and the WCAG 2.2 minimum it must meet. */
export interface ColorPair {
  foreground: ColorName;
  background: ColorName;
  /** 4.5 for text (1.4.3), 3 for borders, focus rings and other parts of a control (1.4.11). */
  minimum: 4.5 | 3;
}

/**
 * Every pair of theme colours the components put together: text on the backgrounds it appears on (4.5), and the
 * borders and rings that must stand out from theirs (3). A test checks each pair in every bundled theme, light and
 * dark, and fails when a component's style pairs two colours this list does not name.
 */
export const colorPairs: readonly ColorPair[] = [
  { foreground: 'text', background: 'bg', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceAlt', minimum: 4.5 },
  { foreground: 'text', background: 'selected', minimum: 4.5 },
  { foreground: 'text', background: 'border', minimum: 4.5 },
  { foreground: 'text', background: 'dangerSurface', minimum: 4.5 },
  { foreground: 'text', background: 'successSurface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'bg', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceAlt', minimum: 4.5 },
  { foreground: 'primary', background: 'bg', minimum: 4.5 },
  { foreground: 'primary', background: 'surface', minimum: 4.5 },
  { foreground: 'primary', background: 'surfaceAlt', minimum: 4.5 },
  { foreground: 'primary', background: 'selected', minimum: 4.5 },
  { foreground: 'primaryHover', background: 'surface', minimum: 4.5 },
  { foreground: 'primaryHover', background: 'selected', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5 },
  { foreground: 'accent', background: 'bg', minimum: 4.5 },
  { foreground: 'accent', background: 'surface', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'danger', background: 'bg', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'danger', background: 'dangerSurface', minimum: 4.5 },
  { foreground: 'success', background: 'bg', minimum: 4.5 },
  { foreground: 'success', background: 'surface', minimum: 4.5 },
  { foreground: 'success', background: 'successSurface', minimum: 4.5 },
  { foreground: 'onInverse', background: 'inverse', minimum: 4.5 },
  { foreground: 'onInverseMuted', background: 'inverse', minimum: 4.5 },
  { foreground: 'inverse', background: 'onInverse', minimum: 4.5 },
  { foreground: 'borderStrong', background: 'bg', minimum: 3 },
  { foreground: 'borderStrong', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'bg', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'surfaceAlt', minimum: 3 },
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
