export { ColorSchemeToggle, type ColorSchemeChoice, type ColorSchemeToggleProps } from './ColorSchemeToggle';
export { colorSchemeScript } from './colorSchemeScript';
