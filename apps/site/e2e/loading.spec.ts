import { strings } from '@hraun/content';
import { expect, settle, test, urlFor } from './fixtures';

// How a page loads its code (src/start.ts, src/lazyPage.ts): the prerendered page paints first, the app and
// the page's own chunk follow, and a chunk that cannot be fetched never leaves a visitor on a blank page.

test('the app is fetched after the first paint, with the page chunk beside it', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
    return { paint, scripts };
  });
  expect(timing.paint).not.toBeNull();
  const app = timing.scripts.find((script) => script.name.includes('/entry-client-'));
  const pageChunk = timing.scripts.find((script) => script.name.includes('/ContentPage-'));
  expect(app, 'the app chunk is loaded').toBeDefined();
  expect(pageChunk, "the page's chunk is loaded").toBeDefined();
  expect(app!.start).toBeGreaterThanOrEqual(timing.paint!);
  // Only the small entry may start before the paint.
  expect(timing.scripts.filter((script) => script.start < timing.paint!).length).toBeLessThanOrEqual(1);
});

test('a page whose chunk cannot be fetched is loaded from the server instead', async ({ page, baseURL, consoleLog }) => {
  consoleLog.expected.push(/Failed to load resource|dynamically imported module|could not be loaded|error occurred in|ContentPage/i);
  await page.goto(urlFor(baseURL!, 'is', '/'));
  await settle(page);
  // Fetched by the page: Node cannot resolve the language's `.localhost` host everywhere; Chromium can.
  const served = await page.evaluate(async () => (await fetch('/fyrirtaekid')).text());
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(served)?.[1];
  expect(heading).toBeTruthy();

  // From now on the content pages' chunk fails, as after a deploy that replaced it or on a lost connection.
  await page.route(/\/assets\/ContentPage-[^/]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('banner').getByRole('link', { name: strings.is.nav.about, exact: true }).click();
  await expect(page).toHaveURL(/\/fyrirtaekid$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  // One full load of the server's page, and no loop of reloads after it.
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
});
