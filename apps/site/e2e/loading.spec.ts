import { strings } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, settle, test, urlFor } from './fixtures';

/**
 * Follows the header's link to the company page until its heading shows. The count it returns reads how many
 * documents the browser has loaded since the click: 0 when the app followed the link, 1 when the server did.
 */
async function followAboutLink(page: Page, heading: string): Promise<() => number> {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('banner').getByRole('link', { name: strings.is.nav.pages.fyrirtaekid, exact: true }).click();
  await expect(page).toHaveURL(/\/fyrirtaekid$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // A document from the server shows its heading before its `load` event; wait for that event so the count is
  // final (for a page the app rendered, the current document's load is long past and this returns at once).
  await page.waitForLoadState('load');
  return () => loads;
}

// How a page loads its code (src/start.ts, src/routes.tsx): the prerendered page paints first, the app and
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

test('the app starts its modules with imports, not preload links, and starts no module twice', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[^/]+\.js$/.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  // Inserting a preload link costs the main thread five times an import() (vite.config.ts).
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  expect(requested.some((path) => path.includes('/entry-client-'))).toBe(true);
  expect(requested.some((path) => path.includes('/ContentPage-'))).toBe(true);
  expect(requested.length, requested.join('\n')).toBe(new Set(requested).size);
});

test("pointing at a link fetches its page before it is followed, and the app then follows it", async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  const contactChunk = page.waitForRequest(/\/assets\/ContactPage-[^/]+\.js$/);
  const link = page.getByRole('banner').getByRole('link', { name: strings.is.nav.contact, exact: true });
  await link.hover();
  // Fetched on the hover alone, before any click.
  await contactChunk;
  await expect(page).toHaveURL(/\/verdskra$/);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await link.click();
  await expect(page).toHaveURL(/\/hafa-samband$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toBe(0);
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
  const loads = await followAboutLink(page, heading!);
  // One full load of the server's page, and no loop of reloads after it.
  await expect.poll(loads).toBe(1);
  await page.waitForTimeout(1000);
  expect(loads()).toBe(1);
});

test("the page's strings are not in its HTML: the app fetches them after the first paint, then hydrates", async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  const served = await page.evaluate(async () => (await fetch('/verdskra')).text());
  const boot = JSON.parse(/<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(served)![1]!) as Record<string, unknown>;
  expect(boot).not.toHaveProperty('resources');
  expect(boot.namespaces).toEqual(expect.arrayContaining(['site', 'common', 'nav', 'cookies', 'services']));
  // The pricing page's own text is in the HTML once, not again in a JSON copy of its strings.
  expect(served.split(strings.is.services.verdskra.hero.title).length - 1).toBeLessThanOrEqual(2);

  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/locales/is/'))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const services = timing.files.find((file) => file.name === '/locales/is/services.json');
  expect(services, 'the page namespace is fetched').toBeDefined();
  expect(services!.start).toBeGreaterThanOrEqual(timing.paint);

  // Hydrated: a link is followed by the app, without a new document.
  const loads = await followAboutLink(page, strings.is.about.fyrirtaekid.hero.title);
  expect(loads()).toBe(0);
});

test('when the strings cannot be fetched the page stays as the server sent it, and its links still work', async ({ page, baseURL, consoleLog }) => {
  consoleLog.expected.push(/Failed to load resource|could not be loaded|locales/i);
  await page.route(/\/locales\/is\/[^/]+\.json$/, (route) => route.abort());
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.is.services.verdskra.hero.title);
  const loads = await followAboutLink(page, strings.is.about.fyrirtaekid.hero.title);
  // Followed by the browser (a new document from the server), not by an app that never started.
  await expect.poll(loads).toBe(1);
});

test('the strings are reloaded shortly after start: a changed string is shown, a failed reload changes nothing', async ({ page, baseURL, consoleLog }) => {
  consoleLog.expected.push(/Failed to load resource/i);
  const renamed = `${strings.is.nav.pages.fyrirtaekid} (uppfært)`;
  const requests: string[] = [];
  await page.route(/\/locales\/is\/nav\.json$/, (route, request) => {
    requests.push(request.url());
    // The first request is the page's own (before hydration); the reload after it gets a newer file.
    if (requests.length === 1) return route.continue();
    return route.fulfill({ json: { ...strings.is.nav, pages: { ...strings.is.nav.pages, fyrirtaekid: renamed } } });
  });
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: renamed, exact: true })).toBeVisible();
  expect(requests).toHaveLength(2);

  // Once more with a reload that fails: the strings already shown stay, and nothing breaks.
  requests.length = 0;
  await page.unroute(/\/locales\/is\/nav\.json$/);
  // The pricing page's five files answer once (for the page), then fail (the reload).
  await page.route(/\/locales\/is\/(site|common|nav|cookies|services)\.json$/, (route, request) => {
    requests.push(request.url());
    return requests.length <= 5 ? route.continue() : route.abort();
  });
  await page.reload();
  await settle(page);
  // A failed connection has no status, which the spec makes retryable: i18next tries each file twice more
  // (createI18n's STRINGS_RETRIES), 350 ms and then 700 ms later.
  await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(5 + 5 * 3);
  await expect(banner.getByRole('link', { name: strings.is.nav.pages.fyrirtaekid, exact: true })).toBeVisible();
  await banner.getByRole('link', { name: strings.is.nav.pages.fyrirtaekid, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.is.about.fyrirtaekid.hero.title);
});

test('a translation file that answers 4xx is not asked for again; a 5xx is retried', async ({ page, baseURL, consoleLog }) => {
  consoleLog.expected.push(/Failed to load resource/i);
  const asked = { nav: 0, site: 0 };
  // The page's own load is served; the reload 100 ms after start meets a 404 for nav and a 503 for site.
  await page.route(/\/locales\/is\/(nav|site)\.json$/, (route, request) => {
    const file = request.url().includes('/nav.json') ? 'nav' : 'site';
    asked[file] += 1;
    if (asked[file] === 1) return route.continue();
    return route.fulfill({ status: file === 'nav' ? 404 : 503, body: 'no' });
  });
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  await expect.poll(() => asked.site, { timeout: 10_000 }).toBe(1 + 3);
  // Long past the retries' 1,050 ms: the 404 was asked for once in the reload, and never again.
  await page.waitForTimeout(1500);
  expect(asked).toEqual({ nav: 2, site: 4 });
  await expect(page.getByRole('banner').getByRole('link', { name: strings.is.nav.pages.fyrirtaekid, exact: true })).toBeVisible();
});
