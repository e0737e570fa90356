import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVariableName } from './names';

/** `color.primaryHover` → `hraun-color-primary-hover`: the stable name of a variable, whatever builds the CSS. */
const cssName = (_value: string | null, path: readonly string[]) => cssVariableName(path);

/**
 * The one theme contract. Components read only these variables, so a theme (a set of values for every
 * variable) re-skins everything without touching a component. The variables have stable names
 * (`--hraun-color-primary`, `--hraun-space-md`), so plain CSS, a CMS or a script can set them as well as a
 * vanilla-extract theme.
 */
export const vars = createGlobalThemeContract({
  color: {
    /** Page background. */
    bg: null,
    /** Cards, menus and fields. */
    surface: null,
    /** Alternate section band. */
    surfaceAlt: null,
    text: null,
    /** Secondary text; still 4.5:1 on bg, surface and surfaceAlt. */
    textMuted: null,
    /** Main action colour; text on it uses onPrimary. */
    primary: null,
    primaryHover: null,
    onPrimary: null,
    /** Highlights (popular badge, selected chips). */
    accent: null,
    onAccent: null,
    /** Tint behind selected items. */
    selected: null,
    border: null,
    /** Borders of inputs: 3:1 against the surface (WCAG 1.4.11). */
    borderStrong: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    /** Dark band (footer, hero) and the text on it. */
    inverse: null,
    onInverse: null,
    onInverseMuted: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  /** Corner radii by role, so a theme can square cards and keep round buttons (or the reverse). */
  radius: {
    /** Buttons, chips and other pressable controls. */
    control: null,
    /** Text inputs, selects and choice cards. */
    field: null,
    /** Cards, panels, menus and dialogs. */
    card: null,
    /** Badges, tags and step markers. */
    pill: null,
    /** Small parts inside a component: menu items, icon tiles, header links. */
    inner: null,
  },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  shadow: { sm: null, md: null, lg: null },
  size: {
    /** Widest content column. */
    container: null,
    /** Narrow reading column. */
    prose: null,
    /** Smallest interactive target; at least 24 px (WCAG 2.5.8), 44 px here for touch. */
    target: null,
    icon: null,
    iconLarge: null,
    border: null,
    focusRing: null,
  },
  zIndex: { header: null, overlay: null, dialog: null, floating: null },
  duration: { fast: null, normal: null },
}, cssName);

export type ThemeVars = typeof vars;
