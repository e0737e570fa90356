import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));

/**
 * Every story runs as a test in Debian's Chromium, with its play function and an axe check: once as written
 * (light) and once more with the toolbar's Mode on dark (the "storybook-dark" project, vitest.dark.config.ts), so axe checks the
 * contrast of every story in both.
 */
export function storyTests(scheme: 'light' | 'dark') {
  return defineProject({
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
      name: scheme === 'dark' ? 'storybook-dark' : 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
      setupFiles: [join(configDir, scheme === 'dark' ? 'vitest.setup.dark.ts' : 'vitest.setup.ts')],
    },
  });
}

export default storyTests('light');
