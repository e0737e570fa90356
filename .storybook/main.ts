import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { cssLayers } from '../packages/ui/scripts/css-layers';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['./Introduction.mdx', './Examples.mdx', './Changelog.mdx', './foundations/*.mdx', './foundations/*.stories.tsx', './patterns/*.mdx', './patterns/*.stories.tsx', '../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  // The Storybook wordmark of the manager theme (manager.ts); the example sites' screenshots (Examples.mdx); the Introduction's thumbnails.
  staticDirs: [
    { from: './brand', to: 'brand' },
    { from: '../docs/screenshots/examples', to: 'examples' },
    // The Introduction's thumbnails: each component's first story (packages/ui/scripts/intro-thumbnails.mjs).
    { from: './thumbs', to: 'thumbs' },
  ],
  addons: [
    // GitHub-flavoured Markdown in the usage pages: their keyboard tables are Markdown tables, which MDX alone leaves as text.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // The stories render the package's source; its styles go into the same cascade layers as in the published CSS.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), cssLayers(), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
