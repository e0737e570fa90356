import { locales, strings, type Locale } from '@hraun/content';
import { pages } from '@hraun/content/pages';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, switchToDark, test, textOf, urlFor } from './fixtures';

/** Routes that are not content pages, with the key of their page title. */
const appRoutes: Record<string, string | null> = {
  '/': 'home:metaTitle',
  '/verkefni': 'common:portfolio.projects.metaTitle',
  '/frettir': 'common:portfolio.news.metaTitle',
  '/hafa-samband': null,
  '/fa-tilbod': null,
  '/thjonustubord': null,
  '/lausnir/wordpress-express/panta': null,
  '/lausnir/vefhysing/panta': null,
};

/** i18next shows a string it lacks as its key (`company.cities.reykjavik`); no visible text may look like one. */
const rawKey = /(?<![\w@/.-])(?!www\.)[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*){2,}(?![\w.-])/g;

const everyRoute: [string, string | null][] = [
  ...Object.entries(appRoutes),
  ...Object.values(pages).map((page): [string, string] => [page.path, page.metaTitleKey]),
];

/** Service and solution pages (not the overviews): their hero leads to a quote or an order. */
const servicePages = Object.values(pages).filter((page) => /^\/(thjonusta|lausnir)\/[^/]+$/.test(page.path));

/** Pages with a priced package: their hero shows a "from" price. */
const pricedPaths = new Set(
  Object.values(pages)
    .filter((page) => page.sections.some((section) => section.kind === 'packages' && section.packages.some((pkg) => pkg.price !== null)))
    .map((page) => page.path as string),
);

/** A service or solution page's hero: a call to action, and a "from" price where the page has prices. */
async function expectHeroLeadsOn(page: Page, locale: Locale, path: string): Promise<void> {
  const hero = page.locator('main > section').first();
  const targets = await hero.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(targets.some((target) => target === '/fa-tilbod' || target.endsWith('/panta')), `${path}: ${targets.join(', ')}`).toBe(true);
  // The word, then an amount ('From ISK 299,950', 'Frá 299.950 kr.'): the proof card's label ('From our work') starts
  // with the same word.
  const from = textOf(locale, 'common:labels.price.from').split('{{amount}}')[0]!.trim();
  const fromPrice = new RegExp(`^${from}\\s+\\D{0,4}\\d`);
  if (pricedPaths.has(path)) await expect(hero.getByText(fromPrice), path).toBeVisible();
  else await expect(hero.getByText(fromPrice), path).toHaveCount(0);
}

/** Switches the loaded page to the system's dark setting: the site theme's (Lava) dark page, and axe still clean. */
async function expectDarkModeHolds(page: Page): Promise<void> {
  await switchToDark(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expectNoAxeViolations(page, { rules: 'colours' });
}

/**
 * The page as a small phone shows it (360 px), reached by narrowing the loaded page, as the responsive layout is CSS:
 * how far it is wider than the screen, 0 when it does not scroll sideways. Wide tables scroll inside their own box.
 */
async function overflowAt360(page: Page): Promise<number> {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => document.documentElement.scrollWidth - 360);
}

for (const locale of locales) {
  test.describe(`every route in ${locale}`, () => {
    for (const [path, titleKey] of everyRoute) {
      test(`${locale} ${path}`, async ({ page, baseURL }) => {
        const response = await page.goto(urlFor(baseURL!, locale, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const siteTitle = strings[locale].site.title;
        if (titleKey) await expect(page).toHaveTitle(`${textOf(locale, titleKey)} | ${siteTitle}`);
        else await expect(page).toHaveTitle(new RegExp(`. \\| ${siteTitle}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`));
        if (servicePages.some((servicePage) => servicePage.path === path)) await expectHeroLeadsOn(page, locale, path);
        await settle(page);
        expect((await page.locator('body').innerText()).match(rawKey) ?? []).toEqual([]);
        await expectNoAxeViolations(page);
        // The site follows the visitor's system setting: in dark mode the page is dark (the page's background is the
        // theme's dark one) and still passes axe, contrast included. Colours do not depend on the language, so one
        // language is checked, on the page already loaded: the setting switches live, as a visitor's system does.
        if (locale === 'is') await expectDarkModeHolds(page);
        // On a small phone no page scrolls sideways: checked on the page already loaded, in every language (the words'
        // lengths differ).
        expect(await overflowAt360(page), `${path} is wider than a 360 px screen by`).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('reached by a link, every route has its strings', () => {
  // The home page loads only its own strings; a page a visitor goes on to may need others.
  test.describe.configure({ timeout: 120_000 });
  // Which strings a page needs does not depend on the language: each route is reached once, in Spanish or Danish in
  // turn, so both languages' string files are read and the two tests share the routes.
  const linkedRoutes = everyRoute.filter(([path]) => path !== '/');
  for (const [turn, locale] of (['es', 'da'] as const).entries()) {
    test(`${locale}: from the home page to every other route in the browser`, async ({ page, baseURL }) => {
      for (const [path] of linkedRoutes.filter((_, index) => index % 2 === turn)) {
        await page.goto(urlFor(baseURL!, locale, '/'));
        await settle(page);
        // What the router does for a followed link, for routes the home page has no link to.
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await settle(page);
        expect((await page.locator('body').innerText()).match(rawKey) ?? [], `${locale} ${path}`).toEqual([]);
      }
    });
  }
});

test('every service and solution page of the spec exists, api-tengingar included', () => {
  const paths = Object.values(pages).map((page) => page.path);
  for (const slug of ['vefsidugerd', 'vefhonnun', 'vefthroun', 'radgjof', 'markadssetning', 'leitarvelabestun', 'greiningar', 'vidhald']) {
    expect(paths).toContain(`/thjonusta/${slug}`);
  }
  for (const slug of ['askriftarkerfi', 'bokunarkerfi', 'netverslun', 'gervigreind', 'kassakerfi', 'wordpress', 'wordpress-express', 'vefhysing', 'tolvupostur', 'vefumsjon', 'netspjall', 'api-tengingar']) {
    expect(paths).toContain(`/lausnir/${slug}`);
  }
  for (const path of ['/fyrirtaekid', '/thjonusta', '/lausnir', '/verdskra', '/thjonustupakkar', '/skilmalar', '/personuvernd', '/vafrakokur']) {
    expect(paths).toContain(path);
  }
});

test.describe('without JavaScript the content is all there', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/', '/thjonusta/vefsidugerd', '/verkefni', '/frettir', '/verdskra']) {
    test(`is ${path}`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, 'is', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Hleður...')).toHaveCount(0);
      await expect(page.locator('main')).not.toBeEmpty();
    });
  }
  test('project list is rendered with its cards', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'en', '/verkefni'));
    expect(await page.getByRole('link', { name: strings.en.common.portfolio.projects.readMore }).count()).toBeGreaterThanOrEqual(8);
  });
});
