import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package declares its own project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
