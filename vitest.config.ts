import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package declares its own project (test/: the repository as a whole).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.ts', 'test/vitest.config.ts'],
  },
});
