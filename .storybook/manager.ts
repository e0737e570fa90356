import { createElement } from 'react';
import { addons, type HashEntry } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { hraunTokens } from '../packages/ui/src/themes/hraun';

const { color } = hraunTokens.light;

/** Storybook's own frame in the Hraun brand: the wordmark in the sidebar, the theme's colours for its chrome. */
/** Each component's maturity, from its stories' tags ('stable' or 'beta', on the CSF meta): a badge after its name. */
const maturities = ['stable', 'beta'] as const;

/**
 * The badge's colours, from the theme: stable in the success pair, beta in the informational one (the selected tint
 * with the deep action blue, 8:1), never the error pair: beta is new, not broken. The Introduction's cards use the same.
 */
const maturityColors = {
  stable: { color: color.success, background: color.successSurface },
  beta: { color: color.primaryHover, background: color.selected },
} as const;

function renderLabel(item: HashEntry) {
  if (item.type !== 'component') return undefined;
  const maturity = maturities.find((tag) => item.tags?.includes(tag));
  if (!maturity) return undefined;
  const beta = maturity === 'beta';
  const colors = maturityColors[maturity];
  return createElement(
    'span',
    { style: { display: 'inline-flex', alignItems: 'center', gap: 6 } },
    item.name,
    createElement(
      'span',
      {
        title: beta ? 'Beta: props may still change in a minor release' : 'Stable: follows semantic versioning',
        style: {
          padding: '0 6px',
          borderRadius: 999,
          fontSize: 10,
          lineHeight: '16px',
          fontWeight: 600,
          color: colors.color,
          background: colors.background,
        },
      },
      maturity,
    ),
  );
}

addons.setConfig({
  sidebar: { renderLabel },
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
