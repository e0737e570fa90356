import './reset.css';
export { vars, type ThemeVars } from './contract.css';
export { defaultTheme, defaultTokens } from './default.css';
export { altTheme, altTokens } from './alt.css';
export type { ThemeTokens } from './tokens';
/** Layout helpers for a consumer's own `.css.ts` files: the same grids and measures the components use. */
export { autoGrid, cardMin, tileMin } from './grid';
/** Breakpoints and media queries: the widths at which the components change layout. */
export { breakpoints, mediaUp, type Breakpoint } from './breakpoints';
