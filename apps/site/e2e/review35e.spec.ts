import type { Page } from '@playwright/test';
import { expect, settle, test, urlFor } from './fixtures';

// Issue 35, round 5: the design review's layout points on home, the quote form and the footer. Each test here
// failed on the build before its fix.

/** The rows a list's items stand in: how many items each row holds, top to bottom. */
async function rowCounts(page: Page, selector: string): Promise<number[]> {
  const tops = await page.locator(selector).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test.describe('home', () => {
  for (const locale of ['en', 'is'] as const) {
    for (const [width, expected] of [
      [1440, [4, 4]],
      [1024, [4, 4]],
      // Two to a row on a phone since issue 35, round 6 (the design review: eight stacked rows took 450 px).
      [390, [2, 2, 2, 2]],
    ] as const) {
      test(`${locale} at ${width} px: the eight client marks stand in even rows (${expected.length} of ${expected[0]})`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(urlFor(baseURL!, locale));
        await settle(page);
        const marks = 'main section ul > li:has(> svg[role="img"])';
        await expect(page.locator(marks)).toHaveCount(8);
        expect(await rowCounts(page, marks)).toEqual([...expected]);
        // No mark reaches past the page's edge.
        const widest = await page.locator(marks).evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
        expect(widest).toBeLessThanOrEqual(width);
      });
    }
  }

  test('en at 1440 and 1024 px: the two quotes stand side by side, at a paragraph size, and the work follows soon', async ({ page, baseURL }) => {
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlFor(baseURL!, 'en'));
      await settle(page);
      const cards = page.getByTestId('client-quotes').locator('ul > li');
      await expect(cards).toHaveCount(2);
      const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(Math.abs(first.y - second.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThan(first.x + first.width);
      // A quote of a few sentences at a paragraph's size: no larger than the kit's large text (20 px), and the card
      // no taller than a third of a laptop's screen.
      const size = await cards.first().locator('blockquote').evaluate((quote) => parseFloat(getComputedStyle(quote).fontSize));
      expect(size).toBeLessThanOrEqual(20);
      expect(first.height).toBeLessThan(360);
    }
  });

  test('en at 390 px: the phone\'s one quote keeps to a few lines', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlFor(baseURL!, 'en'));
    await settle(page);
    const lines = await page
      .getByTestId('client-quotes')
      .locator('blockquote p')
      .first()
      .evaluate((quote) => Math.round(quote.getBoundingClientRect().height / parseFloat(getComputedStyle(quote).lineHeight)));
    expect(lines).toBeLessThanOrEqual(8);
  });

  for (const locale of ['en', 'is'] as const) {
    // Since issue 35, round 6 the window is the desktop screen of the hero's desktop-and-phone picture.
    test(`${locale} at 390 px: the hero's work window shows the whole screenshot, inside the page and above the basalt columns`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(urlFor(baseURL!, locale));
      await settle(page);
      const single = page.getByTestId('hero-work-desktop');
      await expect(single.locator('img')).toBeVisible();
      const geometry = await single.evaluate((frame) => {
        const img = frame.querySelector('img')!.getBoundingClientRect();
        const box = frame.getBoundingClientRect();
        // The hero's foot: the element in the hero whose ::after draws the basalt columns (a masked band).
        const drawsColumns = (element: Element) => getComputedStyle(element, '::after').maskImage.startsWith('url(');
        let root: Element | null = frame.parentElement;
        let foot: Element | undefined;
        while (root && !foot) {
          foot = [root, ...root.querySelectorAll('*')].find(drawsColumns);
          root = root.parentElement;
        }
        const footBox = foot!.getBoundingClientRect();
        const columns = parseFloat(getComputedStyle(foot!, '::after').height);
        return { box, img, columnsTop: footBox.bottom - columns };
      });
      // The picture is the window's width (not enlarged and cut at its right edge) and shows to its foot.
      expect(Math.abs(geometry.img.width - geometry.box.width)).toBeLessThanOrEqual(2);
      expect(geometry.img.bottom).toBeLessThanOrEqual(geometry.box.bottom + 1);
      expect(geometry.box.right).toBeLessThanOrEqual(390);
      expect(geometry.box.bottom).toBeLessThanOrEqual(geometry.columnsTop);
    });
  }
});

test('the quote form at 1440 px: the reply time is the heading\'s badge, not a second heading', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(urlFor(baseURL!, 'en', '/fa-tilbod'));
  await settle(page);
  const panel = page.getByTestId('hero-aside');
  const heading = panel.getByRole('heading', { level: 2 });
  await expect(heading).toHaveCount(1);
  const badge = panel.locator('h2 + p');
  await expect(badge).toBeVisible();
  const [headingStyle, badgeStyle] = await Promise.all(
    [heading, badge].map((element) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight), radius: parseFloat(style.borderTopLeftRadius), family: style.fontFamily };
      }),
    ),
  );
  expect(badgeStyle!.size).toBeLessThan(headingStyle!.size);
  expect(badgeStyle!.weight).toBeLessThan(headingStyle!.weight);
  expect(badgeStyle!.radius).toBeGreaterThan(0);
});

for (const [locale, path] of [
  ['en', '/'],
  ['en', '/thjonusta/vefhonnun'],
  ['es', '/'],
  ['da', '/'],
] as const) {
  test(`${locale} ${path} at 390 px: the footer's legal links wrap one line height apart, with no extra gap`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlFor(baseURL!, locale, path));
    await settle(page);
    const items = page.locator('footer nav').last().locator('li');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    const boxes = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
    const tops = [...new Set(boxes.map(({ top }) => Math.round(top)))].sort((a, b) => a - b);
    // Where the links wrap, each line starts right under the one above (the links are a touch target tall).
    for (let index = 1; index < tops.length; index += 1) expect(tops[index]! - tops[index - 1]!).toBeLessThanOrEqual(Math.ceil(boxes[0]!.height) + 1);
  });
}
