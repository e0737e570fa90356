import { defineConfig } from 'vitest/config';

// Runs only the fixture of test/require.test.ts, which starts Vitest on it with and without CI.
export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.fixture.ts'], environment: 'node' },
});
