import { bodyFont } from '../theme/fonts';
import { baseTokens, type ThemeDefinition } from '../theme/tokens';

/**
 * A second, clearly different theme (deep green and warm sand, square corners, a serif for headings; in dark mode
 * a forest-night page with mint actions): the proof that another project can re-skin every component through the
 * contract alone.
 */
export const altTokens: ThemeDefinition = {
  name: 'alt',
  light: {
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
      // Text in the brand's text face (its stack falls back to the system font without @hraun/ui/fonts.css).
      body: bodyFont,
      heading: 'Georgia, Cambria, "Times New Roman", serif',
    },
    radius: { control: '0.25rem', field: '0.125rem', card: '0.25rem', pill: '0.25rem', inner: '0' },
    shadow: {
      sm: 'none',
      md: '0 0 0 1px rgba(31, 42, 36, 0.12)',
      lg: '0 10px 30px rgba(31, 42, 36, 0.2)',
    },
  },
  dark: {
    color: {
      bg: '#121a16',
      surface: '#19231e',
      surfaceAlt: '#1f2b24',
      text: '#eef1ea',
      textMuted: '#b2bcb3',
      primary: '#7fcca3',
      primaryHover: '#a0dcbb',
      onPrimary: '#0b1f15',
      accent: '#d3a6ee',
      onAccent: '#241030',
      selected: '#1d3a2b',
      border: '#2f3b34',
      borderStrong: '#84928a',
      focus: '#d3a6ee',
      danger: '#ff9a8f',
      dangerSurface: '#3d1a17',
      success: '#7fcca3',
      successSurface: '#173326',
      inverse: '#0a0f0c',
      onInverse: '#eef1ea',
      onInverseMuted: '#bcc6be',
      overlay: 'rgba(0, 0, 0, 0.72)',
    },
    shadow: {
      sm: 'none',
      md: '0 0 0 1px rgba(238, 241, 234, 0.12)',
      lg: '0 10px 30px rgba(0, 0, 0, 0.6)',
    },
  },
};

/** The alternative theme as a class (`hraun-theme-alt`); its CSS is `@hraun/ui/themes/alt.css`. */
export const altTheme = 'hraun-theme-alt';
