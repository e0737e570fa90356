import './reset.css';
export { vars, type ThemeVars } from './contract.css';
export { defaultTheme, defaultTokens } from './default.css';
export { altTheme, altTokens } from './alt.css';
export type { ThemeTokens } from './tokens';
