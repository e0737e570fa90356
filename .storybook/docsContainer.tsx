import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useState, type PropsWithChildren } from 'react';
import { create, type ThemeVars } from 'storybook/theming';
import { hraunTokens } from '../packages/ui/src/themes/hraun';
import { COLOR_SCHEME_ATTRIBUTE } from '../packages/ui/src/theme/names';

/*
 * The docs page in the toolbar's Mode: light or dark (or the system's), the whole page, not only its stories. The
 * page's chrome (text, headings, props tables, code blocks, the story blocks' canvas) takes, in dark mode, a Storybook
 * theme built from the Hraun theme's dark colours, and the page's root takes the scheme too, so the body and everything drawn from the
 * theme's variables (the device frames) are dark with it. In dark mode the page used to stay white around dark stories.
 */

type Scheme = 'light' | 'dark';

/**
 * Storybook's dark docs theme from the Hraun theme's dark colours. Light mode keeps Storybook's own light docs theme
 * (what the page had before, and what the light baselines show).
 */
function darkDocsTheme(): ThemeVars {
  const { color } = hraunTokens.dark;
  return create({
    base: 'dark',
    colorPrimary: color.accent,
    colorSecondary: color.primary,
    appBg: color.surfaceAlt,
    appContentBg: color.bg,
    appPreviewBg: color.bg,
    appBorderColor: color.border,
    textColor: color.text,
    textMutedColor: color.textMuted,
    textInverseColor: color.bg,
    barBg: color.surface,
    barTextColor: color.textMuted,
    barSelectedColor: color.primary,
    inputBg: color.surface,
    inputBorder: color.borderStrong,
    inputTextColor: color.text,
  });
}

const themes: Record<Scheme, ThemeVars | undefined> = { light: undefined, dark: darkDocsTheme() };

interface GlobalsHolder {
  store?: { userGlobals?: { get: () => Record<string, unknown> } };
  channel?: { on: (event: string, listener: (payload: { globals?: Record<string, unknown> }) => void) => void; off: (event: string, listener: (payload: { globals?: Record<string, unknown> }) => void) => void };
}

const systemDark = () => typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The scheme the toolbar's Mode asks for ('system' read from the browser), from the preview's globals. */
function schemeOf(globals: Record<string, unknown> | undefined): { scheme: Scheme; system: boolean } {
  const value = globals?.scheme;
  if (value === 'dark' || value === 'light') return { scheme: value, system: false };
  if (value === 'system') return { scheme: systemDark() ? 'dark' : 'light', system: true };
  return { scheme: 'light', system: false };
}

export function HraunDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const holder = context as unknown as GlobalsHolder;
  const [globals, setGlobals] = useState(() => holder.store?.userGlobals?.get());
  useEffect(() => {
    const follow = (payload: { globals?: Record<string, unknown> }) => setGlobals(payload.globals ?? holder.store?.userGlobals?.get());
    holder.channel?.on('globalsUpdated', follow);
    return () => holder.channel?.off('globalsUpdated', follow);
  }, [holder]);
  const { scheme, system } = schemeOf(globals);
  useEffect(() => {
    const root = document.documentElement;
    // 'system': no attribute, so the base rules follow the browser as a visitor's page does.
    if (system) root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
    else root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
    root.dataset.docsScheme = scheme;
    // The docs pages are written in English (their stories say their own language on their roots): said here, not
    // left to iframe.html's attribute, which ColorSchemeToggle's page lost when its frame's document was replaced.
    root.lang = 'en';
    return () => {
      root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
      delete root.dataset.docsScheme;
    };
  }, [scheme, system]);
  return (
    <DocsContainer context={context} theme={themes[scheme]}>
      {/* Markdown tables' headers read from the start of the cell, as their cells do (Storybook centres them). */}
      {/* A heading after an inline story (the Colour page's "Rules" after its table) keeps a heading's space above it. */}
      <style>
        {'.sbdocs-wrapper .sbdocs-content table th:not([align]) { text-align: start; } .sbdocs-wrapper .sbdocs-content .sb-story + :is(h2, h3) { margin-block-start: 2rem; }'}
      </style>
      {/* Markdown tables' striped rows: Storybook's dark stripe is a mid grey (#444); the theme's alternate surface instead. */}
      {scheme === 'dark' && <style>{'.sbdocs-wrapper .sbdocs-content table tr:nth-of-type(2n) { background-color: var(--hraun-color-surface-alt); }'}</style>}
      {children}
    </DocsContainer>
  );
}
