import type { ThemeVars } from './contract.css';

type Values<Contract> = { [Key in keyof Contract]: Contract[Key] extends string ? string : Values<Contract[Key]> };

/** Every value a theme must give: the contract's shape, with strings. */
export type ThemeTokens = Values<ThemeVars>;

/** The part of a theme that changes in dark mode: colours, and shadows (a dark page needs deeper ones). */
export type ColorSchemeTokens = Pick<ThemeTokens, 'color' | 'shadow'>;

/**
 * A complete theme: every value for light mode, and the colours and shadows that replace them in dark mode.
 * Sizes, type and radii stay the same in both modes.
 */
export interface ThemeDefinition {
  /** Short name, used in the theme's class (`hraun-theme-<name>`) and in the token export. */
  name: string;
  light: ThemeTokens;
  dark: ColorSchemeTokens;
}

/** Values shared by the bundled themes; a theme spreads them and changes what it wants. */
export const baseTokens: Omit<ThemeTokens, 'color' | 'font' | 'radius' | 'shadow'> = {
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4.5rem' },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
    display: 'clamp(2.125rem, 1.4rem + 3.4vw, 3.75rem)',
  },
  fontWeight: { regular: '400', medium: '600', bold: '750' },
  lineHeight: { tight: '1.15', normal: '1.5', relaxed: '1.7' },
  size: {
    container: '76rem',
    prose: '44rem',
    target: '2.75rem',
    icon: '1.5rem',
    iconLarge: '2.5rem',
    border: '1px',
    focusRing: '3px',
  },
  zIndex: { header: '20', overlay: '40', dialog: '50', floating: '30' },
  duration: { fast: '120ms', normal: '220ms' },
};
