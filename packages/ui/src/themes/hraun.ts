import { bodyFont, headingFont } from '../theme/fonts';
import { baseTokens, type ThemeDefinition } from '../theme/tokens';

/**
 * Hraun, the default theme: basalt greys, glacier blue and a lava orange accent; in dark mode a night-blue page,
 * a lighter glacier blue for actions (with dark text on it) and a softer orange.
 */
export const hraunTokens: ThemeDefinition = {
  name: 'hraun',
  light: {
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
    // Two faces (@hraun/ui/fonts.css): Bricolage Grotesque for headings, Instrument Sans for text.
    font: { body: bodyFont, heading: headingFont },
    radius: { control: '999px', field: '0.625rem', card: '1rem', pill: '999px', inner: '0.375rem' },
    shadow: {
      sm: '0 1px 2px rgba(20, 24, 31, 0.08)',
      md: '0 4px 14px rgba(20, 24, 31, 0.1)',
      lg: '0 16px 40px rgba(20, 24, 31, 0.18)',
    },
  },
  dark: {
    color: {
      bg: '#0e1217',
      surface: '#1e252f',
      surfaceAlt: '#151a21',
      text: '#e9edf2',
      textMuted: '#a7b0bd',
      primary: '#72b0f0',
      primaryHover: '#96c4f4',
      onPrimary: '#08182a',
      accent: '#f29a6e',
      onAccent: '#1c0d05',
      selected: '#17314d',
      border: '#37404c',
      borderStrong: '#7d8796',
      focus: '#e9edf2',
      danger: '#ff8f86',
      dangerSurface: '#3b1715',
      success: '#72d39a',
      successSurface: '#10301e',
      inverse: '#13202f',
      onInverse: '#f3f5f7',
      onInverseMuted: '#b4bcc7',
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
      md: '0 4px 14px rgba(0, 0, 0, 0.45)',
      lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
    },
  },
};

/**
 * The Hraun theme as a class (`hraun-theme-hraun`), to bring it back inside an area that uses another theme. Its
 * CSS is `@hraun/ui/themes/hraun.css`; the package's stylesheet already applies it to `:root`.
 */
export const hraunTheme = 'hraun-theme-hraun';
