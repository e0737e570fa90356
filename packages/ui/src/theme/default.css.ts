import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './reset.css';
import { baseTokens, type ThemeTokens } from './tokens';

/** Hraun: basalt greys, glacier blue and a lava orange accent. */
export const defaultTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    bg: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f3f5f7',
    text: '#14181f',
    textMuted: '#4a5361',
    primary: '#0b57a4',
    primaryHover: '#084582',
    onPrimary: '#ffffff',
    accent: '#b5400f',
    onAccent: '#ffffff',
    selected: '#e6f0fa',
    border: '#d9dee5',
    borderStrong: '#6b7482',
    focus: '#0b57a4',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1d6b3a',
    successSurface: '#e7f5ec',
    inverse: '#14181f',
    onInverse: '#ffffff',
    onInverseMuted: '#c4cad3',
    overlay: 'rgba(10, 14, 20, 0.6)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radius: { control: '999px', field: '0.625rem', card: '1rem', pill: '999px', inner: '0.375rem' },
  shadow: {
    sm: '0 1px 2px rgba(20, 24, 31, 0.08)',
    md: '0 4px 14px rgba(20, 24, 31, 0.1)',
    lg: '0 16px 40px rgba(20, 24, 31, 0.18)',
  },
};

/** The default theme on :root, so importing the stylesheet is enough. */
createGlobalTheme(':root', vars, defaultTokens);

/** The default theme as a class, to scope it inside a page that uses another theme. */
export const defaultTheme = createTheme(vars, defaultTokens);
