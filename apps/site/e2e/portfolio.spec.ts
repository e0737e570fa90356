import { sampleNews, sampleProjects, strings } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// The served build reads the embedded sample data (no SUPABASE_URL in the test environment).
const is = strings.is.common.portfolio;

test.describe('project list', () => {
  test('filters by category and by free text', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verkefni'));
    await settle(page);
    const cards = page.getByRole('link', { name: is.projects.readMore });
    await expect(cards).toHaveCount(sampleProjects.is.length);

    const categories = [...new Set(sampleProjects.is.map((project) => project.category))];
    const filters = page.getByRole('group', { name: is.projects.filterLabel });
    // All plus each distinct category, in that order.
    await expect(filters.getByRole('button')).toHaveText([is.projects.all, ...categories]);

    const category = categories[0]!;
    await filters.getByRole('button', { name: category, exact: true }).click();
    await expect(filters.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(sampleProjects.is.filter((project) => project.category === category).length);

    await filters.getByRole('button', { name: is.projects.all }).click();
    await expect(cards).toHaveCount(sampleProjects.is.length);

    const target = sampleProjects.is[3]!;
    await page.getByRole('searchbox', { name: is.projects.searchLabel }).fill(target.title);
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('heading', { name: target.title })).toBeVisible();

    await page.getByRole('searchbox', { name: is.projects.searchLabel }).fill('zzzz-ekkert-svona');
    await expect(page.getByText(is.projects.empty)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on a phone the first card's picture, in the first screenful, is fetched with the page; the others when scrolled near", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlFor(baseURL!, 'en', '/verkefni'));
    await settle(page);
    const images = page.getByRole('main').locator('article img');
    await expect(images).toHaveCount(sampleProjects.en.length);
    const loading = await images.evaluateAll((list) => list.map((image) => image.getAttribute('loading')));
    expect(loading[0]).toBeNull();
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true);
    // The eager one really is on screen at this size, and it has loaded.
    const first = images.first();
    expect((await first.boundingBox())!.y).toBeLessThan(844);
    expect(await first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('a project without an image shows the default image', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verkefni'));
    const withoutImage = sampleProjects.is.filter((project) => project.image_url === null).length;
    expect(withoutImage).toBeGreaterThan(0);
    await expect(page.locator('img[src="/images/project-default.svg"]')).toHaveCount(withoutImage);
  });
});

test.describe('project detail', () => {
  test('shows the project, its tags, the share button and a quote link; breadcrumb names it', async ({ page, baseURL }) => {
    const project = sampleProjects.en.find((item) => item.link !== null)!;
    await page.goto(urlFor(baseURL!, 'en', `/verkefni/${project.id}`));
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    for (const tag of project.tags) await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: strings.en.common.portfolio.project.visit })).toHaveAttribute('href', new URL(project.link!).href);
    await expect(page.getByRole('button', { name: strings.en.common.portfolio.share.label })).toBeVisible();
    await expect(page.getByRole('link', { name: strings.en.common.portfolio.project.quote })).toHaveAttribute('href', '/fa-tilbod');
    const trail = page.getByRole('navigation', { name: strings.en.site.breadcrumbLabel });
    await expect(trail).toContainText(project.title);
    await expectNoAxeViolations(page);
  });

  test('share falls back to copying the link and says so for 2 seconds', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Desktop Chromium has no native share here; make sure the fallback is what runs.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const project = sampleProjects.is[0]!;
    await page.goto(urlFor(baseURL!, 'is', `/verkefni/${project.id}`));
    await settle(page);
    await settle(page);
    await page.getByRole('button', { name: is.share.label }).click();
    await expect(page.getByText(is.share.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText(is.share.copied)).toBeHidden({ timeout: 3_000 });
  });

  test('a missing project redirects to the list', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verkefni/ekki-til'));
    await expect(page).toHaveURL(/\/verkefni$/);
    await expect(page.getByRole('heading', { level: 1, name: is.projects.title })).toBeVisible();
  });
});

test.describe('news', () => {
  test('the list shows every item with its date, and the article its content', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/frettir'));
    await settle(page);
    const links = page.getByRole('link', { name: is.news.readMore });
    await expect(links).toHaveCount(sampleNews.is.length);
    const item = sampleNews.is[0]!;
    // Spec section 9: Icelandic dates read day/month/year with slashes.
    const date = new Date(item.published_at);
    const icelandic = `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
    await expect(page.getByText(icelandic).first()).toBeVisible();
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/frettir/${item.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByRole('button', { name: is.share.label })).toBeVisible();
    // The trail ends with the article, not the list's name a second time.
    const trail = page.getByRole('navigation', { name: strings.is.site.breadcrumbLabel });
    await expect(trail.getByRole('listitem').last()).toHaveText(item.title);
    await expectNoAxeViolations(page);
  });

  test('an item with no excerpt shows the first 150 characters of its content', async ({ page, baseURL }) => {
    const item = sampleNews.is.find((news) => news.excerpt === null)!;
    await page.goto(urlFor(baseURL!, 'is', '/frettir'));
    const start = item.content.replace(/\s+/g, ' ').trim().slice(0, 40);
    await expect(page.getByText(start).first()).toBeVisible();
    await expect(page.getByText(/…$/).first()).toBeVisible();
  });

  test('the home page shows the latest three', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await expect(page.getByRole('link', { name: is.news.readMore })).toHaveCount(3);
  });

  test('a missing article redirects to the list', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/frettir/ekki-til'));
    await expect(page).toHaveURL(/\/frettir$/);
    await expect(page.getByRole('heading', { level: 1, name: is.news.title })).toBeVisible();
  });
});

test.describe('page layout of the portfolio', () => {
  const items = (page: Page, label: string) => page.getByRole('list', { name: label }).locator(':scope > li');

  test('project and news cards sit side by side on a desktop and stack on a phone', async ({ page, baseURL }) => {
    for (const [path, label] of [
      ['/verkefni', is.projects.title],
      ['/frettir', is.news.title],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(urlFor(baseURL!, 'is', path));
      await settle(page);
      // Sections rise in one after another: let them end before measuring.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const [first, second] = [await items(page, label).nth(0).boundingBox(), await items(page, label).nth(1).boundingBox()];
      expect(second!.y, `${path} at 1280`).toBe(first!.y);
      expect(second!.x, `${path} at 1280`).toBeGreaterThan(first!.x + first!.width - 1);
      await page.setViewportSize({ width: 390, height: 844 });
      const [narrowFirst, narrowSecond] = [await items(page, label).nth(0).boundingBox(), await items(page, label).nth(1).boundingBox()];
      expect(narrowSecond!.x, `${path} at 390`).toBe(narrowFirst!.x);
      expect(narrowSecond!.y, `${path} at 390`).toBeGreaterThan(narrowFirst!.y + narrowFirst!.height - 1);
      await expect(items(page, label).first()).toHaveCSS('list-style-type', 'none');
    }
  });

  test('a project page reads as one column with its tags as labels', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const project = sampleProjects.is[0]!;
    await page.goto(urlFor(baseURL!, 'is', `/verkefni/${project.id}`));
    await settle(page);
    const paragraph = page.locator('main p', { hasText: project.content.split('\n')[0]!.slice(0, 40) });
    expect((await paragraph.boundingBox())!.width).toBeLessThanOrEqual(44 * 16);
    const tag = page.getByRole('listitem').filter({ hasText: new RegExp(`^${project.tags[0]}$`) });
    await expect(tag).toHaveCSS('list-style-type', 'none');
    expect(await tag.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });
});
