import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './reset.css';
import { baseTokens, type ThemeTokens } from './tokens';

/**
 * A second, clearly different theme (deep green and warm sand, square corners, a serif for headings):
 * the proof that another project can re-skin every component through the contract alone.
 */
export const altTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    bg: '#fbf8f1',
    surface: '#ffffff',
    surfaceAlt: '#f1ebdd',
    text: '#1f2a24',
    textMuted: '#4f5a52',
    primary: '#1e5b3f',
    primaryHover: '#154630',
    onPrimary: '#ffffff',
    accent: '#7a3e9d',
    onAccent: '#ffffff',
    selected: '#e3efe7',
    border: '#ddd3bd',
    borderStrong: '#6e6a5e',
    focus: '#7a3e9d',
    danger: '#a4161a',
    dangerSurface: '#fbe9e7',
    success: '#1e5b3f',
    successSurface: '#e3efe7',
    inverse: '#1f2a24',
    onInverse: '#fbf8f1',
    onInverseMuted: '#d5d0c4',
    overlay: 'rgba(31, 42, 36, 0.65)',
  },
  font: {
    body: '"Segoe UI", Candara, "Trebuchet MS", system-ui, sans-serif',
    heading: 'Georgia, Cambria, "Times New Roman", serif',
  },
  radius: { control: '0.25rem', field: '0.125rem', card: '0.25rem', pill: '0.25rem', inner: '0' },
  shadow: {
    sm: 'none',
    md: '0 0 0 1px rgba(31, 42, 36, 0.12)',
    lg: '0 10px 30px rgba(31, 42, 36, 0.2)',
  },
};

/** Apply to any element (often <body>) to re-skin everything inside it. */
export const altTheme = createTheme(vars, altTokens);
