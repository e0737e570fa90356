import { sampleNews, strings } from '@hraun/content';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 36, design review round 7, item 3 (the article template and one call-to-action band) and item 6c (one reading
// time in every language). Each test here failed on the build before its fix.

const locales = ['is', 'en', 'es', 'da'] as const;
/** The review's article: without a picture, so it shows the typographic cover. */
const slug = 'hradi-vefsins-skiptir-mali';

/** What makes a band look as it does: compared between pages, so the site keeps one. */
const lookOf = (band: Locator) =>
  band.evaluate((section) => {
    const panel = getComputedStyle(section.firstElementChild!);
    return { classes: section.className, background: panel.backgroundColor, border: `${panel.borderTopWidth} ${panel.borderTopColor}`, align: panel.textAlign };
  });

/** The closing band named by its heading. */
const bandOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('article page', () => {
  test('every language: the cover says the category, not the headline (review 37), Share in the date’s row, the body 40 px clear of the cover, one reading time', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const minutes = new Set<string>();
    for (const locale of locales) {
      const item = sampleNews[locale].find((entry) => entry.slug === slug)!;
      const news = strings[locale].common.portfolio.news;
      await page.goto(urlFor(baseURL!, locale, `/frettir/${slug}`));
      await settle(page);
      const main = page.getByRole('main');
      // The article's own cover: the first in the page (the other articles' small covers follow at its end).
      const cover = main.locator('[data-placeholder]').first();
      await expect(cover, locale).not.toContainText(item.title);
      await expect(cover, locale).toContainText(news.categories.advice);
      await expect(cover, locale).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByRole('heading', { name: item.title }), locale).toHaveCount(1);
      // Share on the reading time's line, after it, not on a line of its own above the cover.
      const time = (await page.getByTestId('reading-time').boundingBox())!;
      const share = (await main.getByRole('button', { name: strings[locale].common.portfolio.share.label }).boundingBox())!;
      expect(Math.abs(share.y + share.height / 2 - (time.y + time.height / 2)), locale).toBeLessThan(4);
      expect(share.x, locale).toBeGreaterThan(time.x + time.width);
      // The first line's text 40 px or more under the cover (its line box's top, a few px above its letters).
      const gap = await page.getByTestId('article-body').evaluate((body, coverBottom) => {
        const range = document.createRange();
        range.selectNodeContents(body.querySelector('p')!);
        return range.getClientRects()[0]!.top - coverBottom;
      }, (await cover.boundingBox())!.y + (await cover.boundingBox())!.height);
      expect(gap, locale).toBeGreaterThanOrEqual(40);
      minutes.add((await page.getByTestId('reading-time').innerText()).match(/\d+/)![0]);
    }
    // The same article takes the same time to read in every language.
    expect([...minutes]).toHaveLength(1);
  });

  for (const width of [1440, 390]) {
    test(`${width} px: the article ends with the other articles and the site’s call-to-action band; no side column`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const news = strings.en.common.portfolio.news;
      await page.goto(urlFor(baseURL!, 'en', `/frettir/${slug}`));
      await settle(page);
      await expect(page.getByTestId('article-aside')).toHaveCount(0);
      const related = page.getByRole('region', { name: news.related });
      const others = sampleNews.en.filter((item) => item.slug !== slug).slice(0, 3);
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(others.map((item) => item.title));
      await expect(related.getByRole('link').first()).toHaveAttribute('href', `/frettir/${others[0]!.slug}`);
      const band = bandOf(page, news.ctaTitle);
      await expect(band.getByRole('link', { name: strings.en.common.portfolio.project.ctaButton })).toHaveAttribute('href', '/fa-tilbod');
      // In that order, after the body, the band last before the footer.
      const body = (await page.getByTestId('article-body').boundingBox())!;
      const list = (await related.boundingBox())!;
      const closing = (await band.boundingBox())!;
      expect(list.y).toBeGreaterThan(body.y + body.height);
      expect(closing.y).toBeGreaterThan(list.y + list.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    });
  }
});

test('one call-to-action band: the article and the case study draw home’s (no dark bar, no beige box)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const text = strings.en.common.portfolio;
  await page.goto(urlFor(baseURL!, 'en', '/'));
  await settle(page);
  const home = await lookOf(page.getByRole('main').locator('section').last());
  await page.goto(urlFor(baseURL!, 'en', `/frettir/${slug}`));
  await settle(page);
  expect(await lookOf(bandOf(page, text.news.ctaTitle))).toEqual(home);
  await page.goto(urlFor(baseURL!, 'en', '/verkefni/fjallalind-vefverslun'));
  await settle(page);
  const band = bandOf(page, text.project.ctaTitle);
  expect(await lookOf(band)).toEqual(home);
  await expect(page.getByTestId('project-cta').getByRole('link', { name: text.project.ctaButton })).toHaveAttribute('href', '/fa-tilbod');
  // The last thing before the footer.
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const closing = (await band.boundingBox())!;
  expect(footer.y - (closing.y + closing.height)).toBeLessThan(100);
  await expectNoAxeViolations(page);
});
