import { defineProject } from 'vitest/config';

// Tests of the repository as a whole: the root package.json's scripts, run from a fresh copy of the checkout.
export default defineProject({
  test: {
    name: 'root',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
