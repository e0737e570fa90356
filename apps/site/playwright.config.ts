import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { FORMS_DB_PATH } from './e2e/paths';

const port = Number(process.env.E2E_PORT ?? 4310);
const devPort = port + 1;

// Every run starts with an empty submissions store; the form tests read the rows their submissions wrote.
// Only in the runner: every worker loads this file too, after the servers have opened the store.
if (!process.env.TEST_WORKER_INDEX) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${FORMS_DB_PATH}${suffix}`, { force: true });
}
const formsEnv = `FORMS_DB_PATH=${FORMS_DB_PATH} FORMS_RATE_LIMIT=100000`;

/** Debian's Chromium: Playwright's own browser downloads are not available here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Bounds for a hung test, not budgets: CI's two cores are shared and a page of many checks took 21 s idle here (a
  // CI run lost a test at the old 30 s). Expectations poll up to 10 s, the hydration of a page on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /dev-build/ },
    { name: 'dev-build', testMatch: /dev-build/, use: { baseURL: `http://localhost:${devPort}` } },
  ],
  webServer: [
    {
      command: `PORT=${port} HOST=127.0.0.1 ${formsEnv} tsx server/main.ts`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `PORT=${devPort} HOST=127.0.0.1 DIST_DIR=dist-dev FORMS_DB_PATH=${FORMS_DB_PATH}.dev tsx server/main.ts`,
      url: `http://127.0.0.1:${devPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
