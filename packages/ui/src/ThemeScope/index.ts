export { ThemeScope, type ColorScheme, type ThemeScopeProps } from './ThemeScope';
