import { locales, strings } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 35, round 5 (design review at 3.5/5): the hero's side of a service or solution page says what the page
// says nowhere else (proof from its own work), each package, quote and result figure appears once on its page, the
// logo wall reads as a selection, and the 404 page has a composition of its own.

test.describe('service and solution heroes: proof from the page’s own work', () => {
  test('web development: the side is its best project (picture, figure, client, link), not a list of the cards below, and that project is not shown again', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/thjonusta/vefsidugerd'));
    await settle(page);
    const side = page.getByTestId('hero-aside');
    await expect(side).toHaveAttribute('data-aside', 'proof');
    const id = (await side.getAttribute('data-project'))!;
    await expect(side.locator('img')).toHaveAttribute('alt', /\S/);
    await expect(side.getByTestId('hero-proof-result')).toHaveText(/\d/);
    await expect(side.getByRole('link')).toHaveAttribute('href', `/verkefni/${id}`);
    // Nothing of the side repeats a heading further down the page (the feature cards' titles did, word for word).
    const headings = (await page.locator('main h2, main h3').allTextContents()).map((text) => text.trim());
    const lines = (await side.locator('p, li').allTextContents()).map((text) => text.trim());
    for (const line of lines) expect(headings, line).not.toContain(line);
    // The selected work below shows the page's other projects, not this one again.
    const related = page.getByRole('region', { name: strings.en.common.labels.related.title });
    await expect(related.locator('h3').first()).toBeVisible();
    await expect(related.locator(`a[href="/verkefni/${id}"]`)).toHaveCount(0);
    await expect(page.locator(`main a[href="/verkefni/${id}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a page without a project of its own shows the agency in brief, never an empty side', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/thjonusta/radgjof'));
    await settle(page);
    const side = page.getByTestId('hero-aside');
    await expect(side).toHaveAttribute('data-aside', 'facts');
    await expect(side.locator('dl > div')).toHaveCount(3);
    await expect(side).toContainText('2006');
  });

  for (const width of [768, 1440]) {
    test(`online store at ${width} px: the package grid alone prices the packages, the hero shows a store and keeps its from-price`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/lausnir/netverslun', '/lausnir/wordpress-express']) {
        await page.goto(urlFor(baseURL!, 'en', path));
        await settle(page);
        const side = page.getByTestId('hero-aside');
        await expect(side, path).toBeVisible();
        await expect(side, path).toHaveAttribute('data-aside', 'proof');
        await expect(side, path).not.toContainText(/ISK/);
        const hero = page.locator('main > section').first();
        if (path === '/lausnir/wordpress-express') {
          await expect(hero.getByText(/^From\sISK/)).toBeVisible();
          // Its package's name stands once on the page outside the trail: in the grid of plans (the hero's card was a second).
          const named = await page.locator('main').evaluate(
            (main) => [...main.querySelectorAll('*')].filter((element) => !element.closest('nav') && element.children.length === 0 && element.textContent?.trim() === 'WordPress Express').length,
          );
          expect(named, `${width}`).toBe(1);
        } else {
          // An online-store page shows a store.
          expect(await side.getAttribute('data-project'), path).toMatch(/vefverslun$/);
        }
      }
      await expectNoAxeViolations(page);
    });
  }
});

test('home: every quote and every result figure at most once', async ({ page, baseURL }) => {
  for (const locale of ['en', 'is'] as const) {
    await page.goto(urlFor(baseURL!, locale, '/'));
    await settle(page);
    const quotes = page.getByTestId('client-quotes');
    await expect(quotes.locator('blockquote').first()).toBeVisible();
    const featured = page.getByTestId('featured-work');
    await expect(featured).toBeVisible();
    const figure = (await featured.getByTestId('featured-result').locator('span').first().textContent())!.trim();
    const text = await page.locator('main').innerText();
    // The figure stands once on the page: no quote says it too ("orders grew 40%" beside "40% more mobile orders").
    const count = (needle: string) => text.split(needle).length - 1;
    const said = new RegExp(`(^|[^\\d])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
    for (const quote of await quotes.locator('blockquote').allTextContents()) expect(quote, `${locale}: ${figure}`).not.toMatch(said);
    expect(count('40%') + count('40 %'), locale).toBeLessThanOrEqual(1);
    // And the featured project is not the project of a quote above it: its client signs none of them.
    const client = (await featured.locator('h3').textContent())!.split(/\s[–-]\s/)[0]!.trim();
    await expect(quotes, `${locale}: ${client}`).not.toContainText(client);
    for (const quote of await quotes.locator('blockquote').allTextContents()) expect(count(quote.trim().slice(0, 60)), locale).toBe(1);
  }
});

test('home: the logo wall reads as a few of the clients, in all four languages', async ({ page, baseURL }) => {
  const phrase = { is: /^Nokkur þeirra/, en: /^A few of/, es: /^Algunas de/, da: /udpluk/ } as const;
  for (const locale of locales) {
    await page.goto(urlFor(baseURL!, locale, '/'));
    await settle(page);
    const title = strings[locale].home.logos.title;
    expect(title, locale).toMatch(phrase[locale]);
    // Round 9: the heading and the footer name the three countries; the wall's title does not repeat them.
    expect(title, locale).not.toMatch(/Ísland|Iceland|Islandia|Island\b|Danmörk|Denmark|Dinamarca|Danmark|Spán|Spain|España|Spanien/);
    await expect(page.getByRole('region', { name: title }), locale).toBeVisible();
  }
});

test('404: the main sections as search results, each its address, its name and a line, in its own composition', async ({ page, baseURL }) => {
  for (const [locale, scheme] of [['en', 'light'], ['is', 'dark']] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const response = await page.goto(urlFor(baseURL!, locale, '/ekki-til-sida'));
    expect(response?.status()).toBe(404);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: strings[locale].common.notFound.title })).toBeVisible();
    const list = page.getByTestId('lost-routes');
    const items = list.locator('li');
    await expect(items).toHaveCount(6);
    const texts = strings[locale].common.notFound.routes;
    const expected = [
      ['/thjonusta', texts.services],
      ['/lausnir', texts.solutions],
      ['/verdskra', texts.pricing],
      ['/verkefni', texts.projects],
      ['/frettir', texts.news],
      ['/hafa-samband', texts.contact],
    ] as const;
    for (const [index, [href, line]] of expected.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('link'), href).toHaveAttribute('href', href);
      await expect(item.locator('p'), href).toHaveText(line);
      await expect(item, href).toContainText(`${href}`);
    }
    // Not the solutions overview's grid of cards again: no card icons, no "read more" links.
    await expect(page.locator('main svg')).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
});

// Round 9 (docs/screenshots/issue35/round9/REVIEW.md, fix 8): the featured project's link is no quieter than the card
// titles under it: at least their size, semibold, with an arrow, and a target the height of a button.
for (const width of [1440, 390]) {
  test(`home at ${width} px: the featured project's link is at least the size of the card titles below it`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/'));
    await settle(page);
    const link = page.getByTestId('featured-work').getByRole('link', { name: /^View project: / });
    await expect(link).toBeVisible();
    await expect(link).toContainText('→');
    const look = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      const titles = [...document.querySelectorAll('[data-band="work"] ul a')].map((title) => parseFloat(getComputedStyle(title).fontSize));
      return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight), height: element.getBoundingClientRect().height, titles };
    });
    expect(look.titles.length).toBeGreaterThan(0);
    expect(look.size).toBeGreaterThanOrEqual(Math.max(...look.titles));
    expect(look.weight).toBeGreaterThanOrEqual(600);
    expect(look.height).toBeGreaterThanOrEqual(44);
  });
}
