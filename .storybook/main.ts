import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['./Introduction.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // `@hraun/ui/theme` (preview.tsx) resolves to the package's source, the very modules the stories import, as the
    // site's build does: the built theme would be a second copy whose class and variable names the stories never set.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)] };
    return viteConfig;
  },
};

export default config;
