import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests import the app's modules, and some of them its `.css.ts` styles (a section kind's view): compiled as the
  // build compiles them.
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'site',
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
