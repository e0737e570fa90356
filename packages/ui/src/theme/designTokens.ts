import type { ColorSchemeTokens, ThemeDefinition, ThemeTokens } from './tokens';
import { cssVariableName } from './names';

/** One token in the Design Tokens Community Group format (2025.10): a typed value, and where it lives in CSS. */
interface DesignToken {
  $type: string;
  $value: unknown;
  $description?: string;
  $extensions: { 'is.hraun.css': { variable: string; value: string } };
}
type TokenGroup = { [name: string]: DesignToken | TokenGroup };

const dimension = (css: string) => {
  if (css.trim() === '0') return { value: 0, unit: 'px' };
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(css.trim());
  return match ? { value: Number(match[1]), unit: match[2] } : undefined;
};

function color(css: string) {
  const hex = /^#([0-9a-f]{6})$/i.exec(css.trim())?.[1];
  if (hex) {
    const components = [0, 2, 4].map((start) => Math.round((Number.parseInt(hex.slice(start, start + 2), 16) / 255) * 1000) / 1000);
    return { colorSpace: 'srgb', components, alpha: 1, hex: `#${hex.toLowerCase()}` };
  }
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(css.trim());
  if (rgba) {
    const [red, green, blue] = [rgba[1], rgba[2], rgba[3]].map(Number) as [number, number, number];
    const hexOf = (value: number) => value.toString(16).padStart(2, '0');
    return {
      colorSpace: 'srgb',
      components: [red, green, blue].map((value) => Math.round((value / 255) * 1000) / 1000),
      alpha: Number(rgba[4]),
      hex: `#${hexOf(red)}${hexOf(green)}${hexOf(blue)}`,
    };
  }
  throw new Error(`design tokens: cannot read the colour "${css}"`);
}

/** `0 4px 14px rgba(20, 24, 31, 0.1)` as a DTCG shadow; `none` as a fully transparent one. */
function shadow(css: string) {
  if (css.trim() === 'none') return { color: color('rgba(0, 0, 0, 0)'), offsetX: { value: 0, unit: 'px' }, offsetY: { value: 0, unit: 'px' }, blur: { value: 0, unit: 'px' }, spread: { value: 0, unit: 'px' } };
  const match = /^(-?[\d.]+(?:px)?)\s+(-?[\d.]+(?:px)?)\s+(-?[\d.]+(?:px)?)(?:\s+(-?[\d.]+(?:px)?))?\s+(rgba\([^)]*\)|#[0-9a-f]{6})$/i.exec(css.trim());
  if (!match) throw new Error(`design tokens: cannot read the shadow "${css}"`);
  const length = (value: string | undefined) => ({ value: Number.parseFloat(value ?? '0'), unit: 'px' });
  return { color: color(match[5] as string), offsetX: length(match[1]), offsetY: length(match[2]), blur: length(match[3]), spread: length(match[4]) };
}

function token(group: string, path: string[], css: string): DesignToken {
  const where = { 'is.hraun.css': { variable: `--${cssVariableName(path)}`, value: css } };
  switch (group) {
    case 'color':
      return { $type: 'color', $value: color(css), $extensions: where };
    case 'shadow':
      return { $type: 'shadow', $value: shadow(css), $extensions: where };
    case 'font':
      return { $type: 'fontFamily', $value: css.split(',').map((family) => family.trim().replace(/^"|"$/g, '')), $extensions: where };
    case 'fontWeight':
      return { $type: 'fontWeight', $value: Number(css), $extensions: where };
    case 'lineHeight':
    case 'zIndex':
      return { $type: 'number', $value: Number(css), $extensions: where };
    case 'duration': {
      const ms = /^(\d+)ms$/.exec(css);
      if (!ms) throw new Error(`design tokens: cannot read the duration "${css}"`);
      return { $type: 'duration', $value: { value: Number(ms[1]), unit: 'ms' }, $extensions: where };
    }
    default: {
      const fixed = dimension(css);
      if (fixed) return { $type: 'dimension', $value: fixed, $extensions: where };
      // A fluid size (clamp): its largest value for tools that need one number, the formula in the description.
      const largest = /,\s*([\d.]+rem)\)$/.exec(css)?.[1];
      const value = largest ? dimension(largest) : undefined;
      if (!value) throw new Error(`design tokens: cannot read the size "${css}"`);
      return { $type: 'dimension', $value: value, $description: `Fluid: ${css}`, $extensions: where };
    }
  }
}

function group(tokens: Partial<ThemeTokens> | ColorSchemeTokens): TokenGroup {
  const out: TokenGroup = {};
  for (const [groupName, values] of Object.entries(tokens) as [string, Record<string, string>][]) {
    const entries: TokenGroup = {};
    for (const [name, css] of Object.entries(values)) entries[name] = token(groupName, [groupName, name], css);
    out[groupName] = entries;
  }
  return out;
}

/**
 * The bundled themes in the Design Tokens Community Group format, for design tools (Figma with Tokens Studio,
 * Penpot, Style Dictionary): per theme, a complete `light` set and the `dark` colours and shadows that replace
 * it. Each token also names its CSS variable (`$extensions["is.hraun.css"]`). The package ships it as
 * `@hraun/ui/tokens.json`.
 */
export function designTokens(themes: readonly ThemeDefinition[]) {
  return Object.fromEntries(themes.map((theme) => [theme.name, { light: group(theme.light), dark: group(theme.dark) }]));
}
