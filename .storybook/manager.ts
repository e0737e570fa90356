import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { hraunTokens } from '../packages/ui/src/themes/hraun';

const { color } = hraunTokens.light;

/** Storybook's own frame in the Hraun brand: the wordmark in the sidebar, the theme's colours for its chrome. */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Hraun design system',
    brandUrl: './',
    // Drawn in .storybook/brand/, served from the build's root (main.ts staticDirs).
    brandImage: 'brand/hraun-wordmark.svg',
    brandTarget: '_self',
    colorPrimary: color.accent,
    colorSecondary: color.primary,
    appBg: color.surfaceAlt,
    appContentBg: color.bg,
    appPreviewBg: color.bg,
    appBorderColor: color.border,
    textColor: color.text,
    textMutedColor: color.textMuted,
    barBg: color.surface,
    barTextColor: color.textMuted,
    barSelectedColor: color.primary,
    inputBorder: color.borderStrong,
    fontBase: "'Instrument Sans', 'Segoe UI', system-ui, sans-serif",
  }),
});
