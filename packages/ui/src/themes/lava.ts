import { bodyFont, headingFont } from '../theme/fonts';
import { baseTokens, type ThemeDefinition } from '../theme/tokens';
import { hraunTokens } from './hraun';

/**
 * Lava, the agency's own theme, from the name (hraun: lava): a pumice-white page, basalt text, the north Atlantic's
 * deep petrol for actions and molten lava for the one thing to notice; in dark mode a basalt-night page, sea-glass
 * actions with dark text on them and a glowing lava. The sizes, faces and radii are the default theme's, a little
 * squarer (cut basalt, not soft plastic). Every pair of `theme/contrast.ts` meets WCAG AA in both schemes.
 */
export const lavaTokens: ThemeDefinition = {
  name: 'lava',
  light: {
    ...baseTokens,
    color: {
      bg: '#f6f4f0',
      surface: '#ffffff',
      surfaceAlt: '#ebe7e0',
      text: '#17191c',
      textMuted: '#4b5056',
      primary: '#0e4f5e',
      primaryHover: '#093a46',
      onPrimary: '#ffffff',
      accent: '#b3360b',
      onAccent: '#ffffff',
      selected: '#dfeaea',
      border: '#d8d2c8',
      borderStrong: '#6e6961',
      focus: '#0e4f5e',
      danger: '#a61f17',
      dangerSurface: '#fbe8e4',
      success: '#1b663a',
      successSurface: '#e4f1e8',
      inverse: '#17191c',
      onInverse: '#f6f4f0',
      onInverseMuted: '#bdb7ad',
      overlay: 'rgba(15, 17, 19, 0.62)',
    },
    font: { body: bodyFont, heading: headingFont },
    radius: { ...hraunTokens.light.radius, field: '0.375rem', card: '0.5rem', inner: '0.25rem' },
    shadow: {
      sm: '0 1px 2px rgba(23, 25, 28, 0.08)',
      md: '0 4px 14px rgba(23, 25, 28, 0.1)',
      lg: '0 16px 40px rgba(23, 25, 28, 0.2)',
    },
  },
  dark: {
    color: {
      bg: '#0f1113',
      surface: '#1b1e21',
      surfaceAlt: '#15181a',
      text: '#ece8e1',
      textMuted: '#aba59c',
      primary: '#79c3cc',
      primaryHover: '#a0d6dc',
      onPrimary: '#062228',
      accent: '#ff8a4d',
      onAccent: '#220b02',
      selected: '#16333a',
      border: '#34383d',
      borderStrong: '#81878d',
      focus: '#ece8e1',
      danger: '#ff8f86',
      dangerSurface: '#3b1715',
      success: '#72d39a',
      successSurface: '#10301e',
      inverse: '#1f2326',
      onInverse: '#f2eee8',
      onInverseMuted: '#b7b1a8',
      overlay: 'rgba(0, 0, 0, 0.72)',
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
      md: '0 4px 14px rgba(0, 0, 0, 0.45)',
      lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
    },
  },
};

/** The Lava theme as a class (`hraun-theme-lava`); its CSS is `@hraun/ui/themes/lava.css`. */
export const lavaTheme = 'hraun-theme-lava';
