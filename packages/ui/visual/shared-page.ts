import { test as base, type Page } from '@playwright/test';

/**
 * One browser page per worker, reused test after test, in place of Playwright's fresh context per test. Each test
 * still loads its story or docs page anew (page.goto), but the preview's scripts (a 1.2 MB iframe bundle, axe, the
 * blocks) come from the context's cache, already compiled, instead of being fetched and parsed again for each of
 * about a thousand screenshots (serve-static.mjs lets the browser cache them).
 * Between tests the page is put back as a fresh one would be: the project's viewport, no storage left by the story
 * before, no listeners; a failing test ends its worker, so the next worker starts with a new page.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      // The options Playwright's own page fixture sets when the config leaves them out.
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale: 'en-US',
        colorScheme: 'light',
        reducedMotion: 'no-preference',
        forcedColors: 'none',
        contrast: 'no-preference',
      });
      const page = await context.newPage();
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage }, provide, testInfo) => {
    const { viewport } = testInfo.project.use;
    if (viewport) await sharedPage.setViewportSize(viewport);
    await provide(sharedPage);
    sharedPage.removeAllListeners('console');
    sharedPage.removeAllListeners('pageerror');
    // A story may have written to storage; the next one must not find it.
    await sharedPage.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => undefined);
    await sharedPage.context().clearCookies();
  },
});

export { expect } from '@playwright/test';
