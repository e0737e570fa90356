import { newsCategories, sampleNews, sampleProjects, sampleTestimonials, strings } from '@hraun/content';
import { expectNoAxeViolations, expect, settle, switchToDark, test, urlFor } from './fixtures';

// Issue 35, review 35g: the project (case study) page and the news article page. Each test here failed on the
// build before its fix.

const locales = ['is', 'en', 'es', 'da'] as const;
const fjallalind = 'fjallalind-vefverslun';

test.describe('project page', () => {
  for (const locale of ['en', 'is'] as const) {
    const text = strings[locale].common.portfolio.project;
    const project = sampleProjects[locale].find((item) => item.id === fjallalind)!;

    test(`${locale} at 1440 px: the facts and the result figure stand beside the title, in the first screen`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(urlFor(baseURL!, locale, `/verkefni/${fjallalind}`));
      await settle(page);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const facts = page.getByTestId('project-facts');
      const panel = await facts.boundingBox();
      // To the right of the title, in the hero's right half, and wholly within the first screen.
      expect(panel!.x).toBeGreaterThan(title!.x + title!.width);
      expect(panel!.x).toBeGreaterThan(1440 / 2 - 40);
      expect(panel!.y + panel!.height).toBeLessThan(900);
      await expect(facts.getByRole('list', { name: text.resultsTitle })).toContainText(project.results[0]!.value);
      for (const label of [text.facts.client, text.facts.year, text.facts.country, text.facts.services, text.facts.platform]) {
        await expect(facts.locator('dt', { hasText: label })).toHaveCount(1);
      }
      // The facts once on the page: no second facts list further down.
      await expect(page.getByRole('main').locator('dt', { hasText: text.facts.platform })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: text.factsTitle })).toHaveCount(1);
    });

    test(`${locale}: the result figure and the client’s quote are each on the page once`, async ({ page, baseURL }) => {
      const quote = sampleTestimonials.find((item) => item.project_id === fjallalind)!.quote[locale];
      await page.goto(urlFor(baseURL!, locale, `/verkefni/${fjallalind}`));
      await settle(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('list', { name: text.resultsTitle })).toHaveCount(1);
      await expect(main.getByText(project.results[0]!.value, { exact: true })).toHaveCount(1);
      await expect(main.locator('blockquote')).toHaveCount(1);
      await expect(main.locator('blockquote')).toHaveText(quote);
      // Apart: the figure with the facts in the hero, the quote in the story, never the one under the other.
      await expect(page.getByTestId('project-facts').getByRole('list', { name: text.resultsTitle })).toHaveCount(1);
      await expect(page.getByTestId('result-callout').getByRole('list', { name: text.resultsTitle })).toHaveCount(0);
    });

    test(`${locale}: the screens section shows no picture that is already on the page`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, locale, `/verkefni/${fjallalind}`));
      await settle(page);
      const main = page.getByRole('main');
      const gallery = main.getByRole('list', { name: text.galleryTitle });
      await expect(gallery.locator('img')).toHaveCount(project.gallery.length);
      // Pictures by their view (`{id}-{view}-{width}`): each view once on the page, whatever width the browser picked.
      const views = await main.locator('picture img').evaluateAll((images) =>
        images.map((image) => /\/images\/work\/(.+)-\d+(?:-sharp)?\.\w+$/.exec(new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).pathname)?.[1]),
      );
      expect(views.length).toBe(1 + project.gallery.length);
      expect(new Set(views).size).toBe(views.length);
      // Not the desktop first screen either, which the lead picture (desktop and phone side by side) already shows.
      expect(views.some((view) => view?.endsWith('-desktop'))).toBe(false);
    });

    test(`${locale}: the spec's team label is one fact of the panel, not a line of its own`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, locale, `/verkefni/${fjallalind}`));
      await settle(page);
      const facts = page.getByTestId('project-facts');
      await expect(facts.locator('dt', { hasText: text.facts.team })).toHaveCount(1);
      await expect(facts.locator('dd', { hasText: text.facts.teamValue })).toHaveCount(1);
      await expect(page.getByText(text.facts.teamValue)).toHaveCount(1);
      const generic = { is: 'Unnið af teymi Hrauns', en: 'Built by the Hraun team' }[locale];
      await expect(page.getByText(generic)).toHaveCount(0);
    });
  }

  test('at 390 px the hero with its facts fits the phone, and the page passes axe in light and dark', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlFor(baseURL!, 'en', `/verkefni/${fjallalind}`));
    await settle(page);
    // Light, then switched live to dark (colours only: axe's colour rules there).
    for (const colorScheme of ['light', 'dark'] as const) {
      if (colorScheme === 'dark') await switchToDark(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page, { rules: colorScheme === 'dark' ? 'colours' : 'all' });
    }
  });
});

test.describe('article page', () => {
  test('every sample article in every language has a body: 5 to 8 paragraphs, a subheading and a link', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    for (const locale of locales) {
      for (const item of sampleNews[locale]) {
        await page.goto(urlFor(baseURL!, locale, `/frettir/${item.slug}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
        const body = page.locator('[data-testid="article-body"]');
        // Run-in items in a row are a list (review 35i): each item is one of the paragraphs as written.
        const paragraphs = await body.locator(':scope > p, :scope > ul > li').count();
        expect(paragraphs, `${locale} ${item.slug}`).toBeGreaterThanOrEqual(5);
        expect(paragraphs, `${locale} ${item.slug}`).toBeLessThanOrEqual(8);
        expect(await body.locator('> h2').count(), `${locale} ${item.slug}`).toBeGreaterThanOrEqual(1);
        expect(await body.locator('p a[href]').count(), `${locale} ${item.slug}`).toBeGreaterThanOrEqual(1);
        // No mark of the content's markup is left in the text.
        expect(await body.innerText()).not.toMatch(/\]\(|^## |\*\*/m);
        // The excerpt is the article's own, under the headline.
        await expect(page.getByText(item.excerpt!, { exact: true })).toBeVisible();
      }
    }
  });

  test('a link in the body goes where it says: an in-site path with the router, outside addresses as they are', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'en', '/frettir/hradi-vefsins-skiptir-mali'));
    await settle(page);
    const body = page.locator('[data-testid="article-body"]');
    await expect(body.getByRole('link', { name: 'Core Web Vitals' })).toHaveAttribute('href', 'https://web.dev/articles/vitals');
    await body.getByRole('link', { name: 'hosting' }).click();
    await expect(page).toHaveURL(/\/lausnir\/vefhysing$/);
  });

  for (const locale of ['en', 'is'] as const) {
    test(`${locale}: an article without a picture has a typographic cover: its category set large on the category’s motif, at a reading width at 1440 px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const bare = sampleNews[locale].filter((item) => item.image_url === null);
      const motifs = new Map<string, string>();
      for (const item of bare) {
        await page.goto(urlFor(baseURL!, locale, `/frettir/${item.slug}`));
        await settle(page);
        const cover = page.getByRole('main').locator('[data-placeholder]').first(); // the article's own; "More articles" has small ones at the end
        await expect(cover).toHaveAttribute('data-size', 'cover');
        // Review 37: the category alone again, not the h1 repeated (review 36 had set the headline on it too).
        await expect(cover).not.toContainText(item.title);
        const category = newsCategories[item.slug as keyof typeof newsCategories];
        await expect(cover).toContainText(strings[locale].common.portfolio.news.categories[category]);
        const motif = (await cover.getAttribute('data-motif'))!;
        if (motifs.has(category)) expect(motif).toBe(motifs.get(category));
        motifs.set(category, motif);
        // At a reading width (review 36: the other articles and the quote band follow the article, not beside it).
        const box = await cover.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(44 * 16 + 1);
        // A band, not a 16:9 frame (round 9): about 240 px tall at the reading width, so the text starts a screen higher.
        expect(box!.height).toBeLessThanOrEqual((box!.width * 11) / 32 + 1);
        expect(box!.height).toBeGreaterThanOrEqual((box!.width * 11) / 32 - 1);
        // The category set large: bigger than the body text.
        const sizes = await cover.evaluate((frame) => {
          const spans = frame.querySelectorAll('span');
          return { title: parseFloat(getComputedStyle(spans[spans.length - 1]!).fontSize), body: parseFloat(getComputedStyle(document.querySelector('[data-testid="article-body"] p')!).fontSize) };
        });
        expect(sizes.title).toBeGreaterThan(sizes.body * 1.6);
      }
      // Each category its own motif.
      expect(new Set(motifs.values()).size).toBe(motifs.size);
    });
  }

  test('an article passes axe in light and dark at 390 px and 1440 px', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // Each width loaded once: light, then switched live to dark (colours only: axe's colour rules there).
    for (const width of [390, 1440]) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlFor(baseURL!, 'is', '/frettir/adgengiskrofur-a-vefnum'));
      await settle(page);
      await expectNoAxeViolations(page);
      await switchToDark(page);
      await expectNoAxeViolations(page, { rules: 'colours' });
    }
  });
});
