import type { Breakpoint } from '../theme/breakpoints';

/** Where a responsive value applies: `base` on every screen, then from each of the theme's breakpoints up. */
export type ResponsiveKey = 'base' | Breakpoint;

/**
 * A value for every screen, or one per breakpoint: `'md'`, or `{ base: 'sm', wide: 'lg' }` (small on phones, large
 * from the `wide` breakpoint up). A breakpoint left out keeps the value of the one below it.
 */
export type Responsive<T> = T | Partial<Record<ResponsiveKey, T>>;

/** A space token of the theme (`vars.space`), or `none`. */
export type SpaceToken = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

const keys: readonly ResponsiveKey[] = ['base', 'wide', 'desktop'];

/** The classes of a responsive value: one per breakpoint it names, from a table of classes per breakpoint and value. */
export function responsiveClasses<T extends string | number>(
  value: Responsive<T> | undefined,
  classes: Record<ResponsiveKey, Record<T, string>>,
): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'object') return [classes.base[value]];
  return keys.flatMap((key) => {
    const entry = value[key];
    return entry === undefined ? [] : [classes[key][entry]];
  });
}

/** Elements a layout primitive can render as: a plain box, a list, or a landmark or sectioning element. */
export type LayoutElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'ul' | 'ol' | 'li' | 'form' | 'fieldset';
