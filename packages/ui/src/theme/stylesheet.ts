import { COLOR_SCHEME_ATTRIBUTE, cssVariableName, LAYER_ORDER, themeClassName } from './names';
import type { ColorSchemeTokens, ThemeDefinition, ThemeTokens } from './tokens';

type TokenTree = { readonly [key: string]: string | TokenTree };

function collect(tree: TokenTree, path: string[], into: Record<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`--${cssVariableName([...path, key])}`] = value;
    else collect(value, [...path, key], into);
  }
  return into;
}

/**
 * A theme's values as CSS custom properties, keyed by their stable names (`--hraun-color-primary`). Pass it to an
 * element's `style` to theme that element and everything inside it at run time, with no stylesheet and no build
 * step; a part of a theme (only `color`, say) sets only those variables.
 */
export function themeVariables(tokens: Partial<ThemeTokens> | ColorSchemeTokens): Record<`--hraun-${string}`, string> {
  return collect(tokens as TokenTree, [], {}) as Record<`--hraun-${string}`, string>;
}

const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('');

/**
 * The stylesheet of a theme, in the package's `hraun.base` layer: its light values on the selector (by default the
 * theme's class, `hraun-theme-<name>`), its dark values when the system prefers dark and the element does not say
 * `data-color-scheme="light"`, and always with `data-color-scheme="dark"`. The scoped element also takes the
 * theme's text colour, background and font, since those were computed on `body` from the outer theme.
 * The package's `themes/*.css` files are this function's output; call it yourself to serve a theme from a CMS.
 */
export function themeStylesheet(theme: ThemeDefinition, selector = `.${themeClassName(theme.name)}`): string {
  const scope = `color:var(--hraun-color-text);background-color:var(--hraun-color-bg);font-family:var(--hraun-font-body);`;
  const light = declarations(themeVariables(theme.light));
  const dark = declarations(themeVariables(theme.dark));
  const forcedDark = `${selector}[${COLOR_SCHEME_ATTRIBUTE}="dark"]`;
  const systemDark = `${selector}:not([${COLOR_SCHEME_ATTRIBUTE}="light"])`;
  return (
    `${LAYER_ORDER}\n@layer hraun.base{\n` +
    `${selector}{color-scheme:light;${scope}${light}}\n` +
    `@media (prefers-color-scheme:dark){${systemDark}{color-scheme:dark;${dark}}}\n` +
    `${forcedDark}{color-scheme:dark;${dark}}\n}\n`
  );
}
