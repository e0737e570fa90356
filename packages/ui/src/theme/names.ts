/** `['color', 'primaryHover']` → `hraun-color-primary-hover`: the stable name of a theme variable, without its `--`. */
export function cssVariableName(path: readonly string[]): string {
  return `hraun-${path.map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-')}`;
}

/** The class that applies a bundled or custom theme by name: `hraun-theme-<name>`. */
export function themeClassName(name: string): string {
  return `hraun-theme-${name}`;
}

/**
 * The attribute that fixes an element's colour scheme. Left out, the theme follows the system
 * (`prefers-color-scheme`); `light` or `dark` overrides it for that element and everything inside it.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The order of the package's cascade layers, lowest first. Unlayered CSS (yours) wins over all three. */
export const LAYER_ORDER = '@layer hraun.reset, hraun.base, hraun.components;';
