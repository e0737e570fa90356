import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));

const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  },
});

/**
 * Every story runs as a test in Debian's Chromium, with its play function and an axe check: once as written
 * (light, the "storybook-light" instance) and once more with the toolbar's Mode on dark ("storybook-dark"), so axe checks
 * the contrast of every story in both. They are two browser instances of one project, not two projects, so they
 * share one Vite server: each story and stylesheet is transformed once, not once per scheme.
 */
export default defineProject({
  plugins: [storybookTest({ configDir, disableAddonDocs: true })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and a story file fail to load.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-popover',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
      '@vanilla-extract/css',
      '@vanilla-extract/css/adapter',
      '@vanilla-extract/css/fileScope',
      'storybook/test',
      '@storybook/addon-a11y/preview',
      '@storybook/react-vite',
    ],
  },
  test: {
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [
        { browser: 'chromium', name: 'storybook-light', setupFiles: [join(configDir, 'vitest.setup.ts')] },
        { browser: 'chromium', name: 'storybook-dark', setupFiles: [join(configDir, 'vitest.setup.dark.ts')] },
      ],
    },
  },
});
