/**
 * The package's breakpoints. A media query cannot read a CSS variable, so they are values rather than theme
 * variables: `wide` is where layouts go from one column to several (tablets and up), `desktop` where the header shows
 * its menus in one line instead of the mobile menu.
 */
export const breakpoints = { wide: '48rem', desktop: '80rem' } as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query from a breakpoint up, for `@media` in a `.css.ts` file or `window.matchMedia`. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]})`;
}
