import type { Page } from '@playwright/test';
import { expect, settle, test, urlFor } from './fixtures';

// Issue 35, round 3: the designer's last review. Each test here failed on the build before its fix.

/** The layout shifts of a page from its first byte until its brand faces are in and the page is still, summed. */
async function shiftsUntilFontsLoaded(page: Page, url: string): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const seen: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        seen.push({ value: entry.value, sources: entry.sources.map(({ node }) => (node instanceof Element ? `${node.tagName} ${node.textContent?.slice(0, 40)}` : String(node?.textContent?.slice(0, 40)))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await settle(page);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-brand-fonts') === 'loaded');
  // Two frames after the faces are added, so a shift they cause has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, { value }) => sum + value, 0), sources: shifts.flatMap(({ sources }) => sources) };
}

test.describe('the quote form and pricing hold still while the brand faces arrive', () => {
  // Lighthouse's phone (412 px) measured CLS 0.026 on en/fa-tilbod: the heading fitted one line in its fallback font
  // and broke onto two in Bricolage at 750. The bold fallbacks are now sized for the headings' weight and text.
  // Pricing's heading is 0.1 px inside the same line (379.9 px of 380) where the quote form's is 0.2 px past it: a
  // fallback widened too far moved pricing instead (CLS 0.026), so both are watched.
  const cases = [
    ...([412, 390] as const).flatMap((width) => (['en', 'is'] as const).map((locale) => ({ width, locale, path: '/fa-tilbod' }))),
    { width: 412, locale: 'en', path: '/verdskra' },
  ] as const;
  // Up to two retries: in 1 of 3 full runs on a loaded machine, the breadcrumb's last item moved once (0.0097 at 390 px,
  // is); 6 of 6 runs of the test alone, and Lighthouse's CLS (0.0003), found nothing. The face swap itself moves that
  // item 4.2 px sideways, 0.000023, whether the faces come 1.2 s late or the CPU runs 8 times slower, so that one
  // reading came from something else on a starved machine. A shift on every try still fails.
  test.describe.configure({ retries: 2 });
  for (const { width, locale, path } of cases) {
    test(`${locale} ${path} at ${width} px: layout shift under 0.005`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 823 });
      const { total, sources } = await shiftsUntilFontsLoaded(page, urlFor(baseURL!, locale, path));
      expect(total, sources.join(' | ')).toBeLessThan(0.005);
    });
  }
});

test.describe('a page with packages shows each package once, at every width', () => {
  for (const path of ['/lausnir/vefhysing', '/lausnir/wordpress-express', '/thjonusta/markadssetning']) {
    test(`${path}: no package in the hero at 390 or 1024 px, its side proof from the work (or the agency in brief), the hero's from-price stays`, async ({ page, baseURL }) => {
      for (const width of [390, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(urlFor(baseURL!, 'en', path));
        await settle(page);
        const side = page.getByTestId('hero-aside');
        await expect(side).toBeVisible();
        expect(['proof', 'facts'], `${width}`).toContain(await side.getAttribute('data-aside'));
        // No price in the side: the packages are priced once, in the grid below (issue 35, round 5).
        await expect(side).not.toContainText(/ISK/);
        // The hero still says what the page starts from, under its buttons.
        await expect(page.locator('main > section').first().getByText(/^From\s+ISK\s\d/)).toBeVisible();
        const fits = await side.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
        expect(fits, `${width}`).toBe(true);
      }
    });
  }
});

test('pricing at 1024 and 768 px: the header\'s groups in one row of equal columns, each price inside its column', async ({ page, baseURL }) => {
  for (const locale of ['en', 'es'] as const) {
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlFor(baseURL!, locale, '/verdskra'));
      await settle(page);
      const boxes = await page
        .getByTestId('hero-aside')
        .locator('ul > li')
        .evaluateAll((rows) =>
          rows.map((row) => {
            const { top, width: w } = row.getBoundingClientRect();
            // Spanish's "Desde 14.900 ISK por hora" at the accent's size ran into the next column at 768 px.
            return { top: Math.round(top), width: Math.round(w), fits: row.scrollWidth <= row.clientWidth + 1 };
          }),
        );
      const at = `${locale} ${width}`;
      expect(boxes.length, at).toBeGreaterThan(2);
      expect(new Set(boxes.map(({ top }) => top)).size, `${at}: one row`).toBe(1);
      expect(Math.max(...boxes.map((box) => box.width)) - Math.min(...boxes.map((box) => box.width)), `${at}: equal columns`).toBeLessThanOrEqual(2);
      expect(boxes.every(({ fits }) => fits), `${at}: every price inside its column`).toBe(true);
    }
  }
});

test('home and the quote form each quote different clients', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const locale of ['en', 'is'] as const) {
    await page.goto(urlFor(baseURL!, locale, '/'));
    await settle(page);
    await expect(page.getByTestId('client-quotes')).toBeVisible();
    const home = await page.getByTestId('client-quotes').locator('blockquote').allTextContents();
    await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
    await settle(page);
    await expect(page.getByTestId('aside-quotes')).toBeVisible();
    const aside = await page.getByTestId('aside-quotes').locator('blockquote').allTextContents();
    expect(home.length, locale).toBeGreaterThan(0);
    expect(aside.length, locale).toBeGreaterThan(0);
    expect(aside.filter((quote) => home.includes(quote)), `${locale}: a quote in both places`).toEqual([]);
  }
});
