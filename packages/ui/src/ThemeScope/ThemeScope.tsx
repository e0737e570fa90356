'use client';

import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { COLOR_SCHEME_ATTRIBUTE, themeClassName } from '../theme/names';

/** `system` follows the visitor's setting (`prefers-color-scheme`); `light` and `dark` fix it. */
export type ColorScheme = 'light' | 'dark' | 'system';

interface ScopeValue {
  theme: string | undefined;
  colorScheme: ColorScheme;
}

const ScopeContext = createContext<ScopeValue>({ theme: undefined, colorScheme: 'system' });

export interface ThemeScopeProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The theme's class: `hraunTheme` from `@hraun/ui/themes/hraun`, `altTheme` from `@hraun/ui/themes/alt` (import
   * its `.css` too), or a class of your own. Left out, the theme around the scope applies.
   */
  theme?: string;
  /** `'light'`, `'dark'` or `'system'` (the visitor's setting). Left out, the scope takes the scheme around it (`system` at the top). */
  colorScheme?: ColorScheme;
  children?: ReactNode;
}

/** The attributes that put the current scope's theme on an element rendered outside it (a dialog's portal). */
export function usePortalTheme(): { className?: string; [COLOR_SCHEME_ATTRIBUTE]?: 'light' | 'dark' } | undefined {
  const { theme, colorScheme } = useContext(ScopeContext);
  if (!theme) return undefined;
  return { className: theme, ...(colorScheme === 'system' ? {} : { [COLOR_SCHEME_ATTRIBUTE]: colorScheme }) };
}

/**
 * Applies a theme and a colour scheme to everything inside it, including the parts the components render
 * elsewhere in the page (a dialog's portal), which a class on a wrapper alone would not reach. Scopes nest.
 */
export function ThemeScope({ theme, colorScheme, className, children, ...rest }: ThemeScopeProps) {
  const outer = useContext(ScopeContext);
  // A scheme needs a theme's class to act on: the default theme's, when neither this scope nor an outer one names one.
  const value: ScopeValue = { theme: theme ?? outer.theme ?? themeClassName('hraun'), colorScheme: colorScheme ?? outer.colorScheme };
  const scheme = value.colorScheme === 'system' ? undefined : value.colorScheme;
  return (
    <ScopeContext.Provider value={value}>
      <div {...rest} className={joinClasses(value.theme, className)} {...{ [COLOR_SCHEME_ATTRIBUTE]: scheme }}>
        {children}
      </div>
    </ScopeContext.Provider>
  );
}
