import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Behaviour tests of the components in jsdom; the stories run in real Chromium in the "storybook" project.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    // One jsdom per worker instead of one per file: building a jsdom window for each of ~85 files was most of this
    // project's time (environment 70 s of 180 s on two idle cores; CPU 3 min 30 s -> 30 s without isolation). The
    // tests keep no module state between files: each renders into a fresh container that test/setup.ts unmounts, and
    // a test that reads a window property it fakes (scrollY) sets it itself.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
