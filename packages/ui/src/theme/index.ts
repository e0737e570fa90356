// @hraun/ui/theme: the contract and the tools to theme with it. No CSS is imported here: the package's styles.css
// holds the default theme, and each bundled theme is its own subpath (`@hraun/ui/themes/<name>` and `.css`).
export { vars, type ThemeVars } from './contract.css';
export type { ColorSchemeTokens, ThemeDefinition, ThemeTokens } from './tokens';
export { baseTokens } from './tokens';
/** Theme at run time or from a CMS: a theme's values as `--hraun-*` properties, or as a whole stylesheet. */
export { themeStylesheet, themeVariables } from './stylesheet';
export { COLOR_SCHEME_ATTRIBUTE, cssVariableName, themeClassName } from './names';
/** Layout helpers for a consumer's own `.css.ts` files: the same grids and measures the components use. */
export { autoGrid, cardMin, tileMin, type AutoGridRule } from './grid';
/** Breakpoints and media queries: the widths at which the components change layout. */
export { breakpoints, mediaUp, type Breakpoint } from './breakpoints';
/** WCAG contrast of the colour pairs the components use, to check a theme of your own. */
export { colorPairs, contrastRatio, measureContrast, type ColorPair } from './contrast';
/** The themes as Design Tokens (DTCG) for design tools; the package ships the bundled ones as tokens.json. */
export { designTokens } from './designTokens';
