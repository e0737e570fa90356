import { defineConfig } from '@playwright/test';

/**
 * Offline visual regression: every story and every docs page of the built Storybook (storybook-static at the repo
 * root) is screenshotted in Debian's Chromium and compared with the committed baseline in ./baselines; docs.visual.ts
 * first checks that each docs page shows its stories as they are.
 * Update the baselines with `pnpm visual:update` after an intended change, and review the new PNGs.
 */
const port = Number(process.env.VISUAL_PORT ?? 4330);

export default defineConfig({
  testDir: '.',
  testMatch: /(stories|docs|keyboard)\.visual\.ts/,
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  // Three: the step waits on renders, fonts and pictures, and leaves about a third of two cores idle with two.
  workers: Number(process.env.VISUAL_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  // Bounds for a hung test on CI's shared cores, not budgets.
  timeout: 60_000,
  // A missing baseline is a failure in CI (it must be committed), and is written locally.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' } },
  // In CI the JSON report joins the run's summary (scripts/summarize-tests.mjs), which names any failed test last.
  reporter: process.env.CI ? [['dot'], ['json', { outputFile: process.env.VISUAL_JSON_OUTPUT ?? 'test-results/visual.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage', '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: `node serve-static.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
