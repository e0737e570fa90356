import { strings } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 35's page compositions: each page type opens with its own hero, checked on a phone, a small laptop and a
// desktop, light and dark. The side of a hero summarises what the page already says further down.

const widths = [390, 1024, 1440] as const;

/** The hero side each page type shows (HeroAside.tsx, QuotePage.tsx), by the `data-aside` it carries. */
const compositions = [
  { path: '/thjonusta', aside: 'index' },
  { path: '/thjonusta/vefsidugerd', aside: 'features' },
  { path: '/lausnir/wordpress-express', aside: 'package' },
  { path: '/verdskra', aside: 'summary' },
  { path: '/fa-tilbod', aside: 'reply' },
] as const;

/** How far the page reaches past the viewport's right edge (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of widths) {
  test.describe(`compositions at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      // Two colour schemes (four languages on the 404 page), each loaded, settled and checked with axe.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
    });

    for (const { path, aside } of compositions) {
      test(`${path}: the hero's ${aside} side, beside the heading from a tablet's width, no overflow, axe light and dark`, async ({ page, baseURL }) => {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(urlFor(baseURL!, 'en', path));
          await settle(page);
          const side = page.getByTestId('hero-aside');
          await expect(side).toHaveAttribute('data-aside', aside);
          await expect(side).toBeVisible();
          const heading = (await page.locator('h1').boundingBox())!;
          const box = (await side.boundingBox())!;
          if (width >= 1024) {
            // Beside the heading: to its right, its top above the heading's foot.
            expect(box.x, `${scheme}: right of the text`).toBeGreaterThanOrEqual(heading.x + heading.width - 1);
            expect(box.y, `${scheme}: beside, not under`).toBeLessThan(heading.y + heading.height);
          } else {
            expect(box.y, `${scheme}: under the heading`).toBeGreaterThan(heading.y + heading.height);
          }
          expect(box.x + box.width, scheme).toBeLessThanOrEqual(width);
          expect(await overflow(page), scheme).toBe(0);
          await expectNoAxeViolations(page);
        }
      });
    }

    test('home: the hero shows the work at every width, and one primary colour on the first screen', async ({ page, baseURL }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(urlFor(baseURL!, 'is', '/'));
        await settle(page);
        const fan = page.getByTestId('hero-work');
        const single = page.getByTestId('hero-work-single');
        const heading = (await page.locator('h1').boundingBox())!;
        if (width >= 1280) {
          await expect(fan).toBeVisible();
          await expect(single).toBeHidden();
          const front = (await fan.locator('img').first().boundingBox())!;
          // Larger than the 307 px the front screen had before issue 35's compositions, and clear of the heading.
          expect(front.width, scheme).toBeGreaterThan(400);
          expect(front.x, scheme).toBeGreaterThan(heading.x + heading.width);
        } else {
          await expect(fan).toBeHidden();
          await expect(single).toBeVisible();
          const picture = (await single.boundingBox())!;
          const lead = (await page.locator('h1 + p').boundingBox())!;
          expect(picture.y, `${scheme}: under the text`).toBeGreaterThan(lead.y + lead.height);
          expect(picture.x + picture.width, scheme).toBeLessThanOrEqual(width);
          // Never the largest paint: smaller than the lead paragraph on a phone.
          if (width < 768) expect(picture.width * picture.height, scheme).toBeLessThan(lead.width * lead.height);
          await expect(single.locator('img')).toHaveJSProperty('complete', true);
        }
        // The header's quote button and the hero's first button are one colour: the header joins the basalt band.
        const colour = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
        const headerQuote = page.getByRole('banner').getByRole('link', { name: strings.is.nav.quote, exact: true });
        const heroQuote = page.locator('main section').first().getByRole('link', { name: strings.is.nav.quote, exact: true });
        expect(await colour(headerQuote), scheme).toBe(await colour(heroQuote));
        expect(await overflow(page), scheme).toBe(0);
        await expectNoAxeViolations(page);
      }
    });

    test('404: the spec text in the band with the basalt columns, the brand and the main sections, axe light and dark', async ({ page, baseURL }) => {
      for (const [locale, scheme] of [['is', 'light'], ['en', 'dark'], ['es', 'light'], ['da', 'dark']] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const response = await page.goto(urlFor(baseURL!, locale, '/ekki-til-sida'));
        expect(response?.status()).toBe(404);
        await settle(page);
        const heading = page.getByRole('heading', { level: 1, name: strings[locale].common.notFound.title });
        await expect(heading).toBeVisible();
        const band = page.locator('main > div').filter({ has: heading });
        // The brand's mark over the code, and the row of columns at the band's foot (a mask over its ::after).
        await expect(band.locator('svg')).toBeVisible();
        const foot = await band.evaluate((element) => {
          const after = getComputedStyle(element, '::after');
          return { image: after.maskImage || after.getPropertyValue('-webkit-mask-image'), height: parseFloat(after.height) };
        });
        expect(foot.image, locale).toContain('data:image/svg+xml');
        expect(foot.height, locale).toBeGreaterThan(30);
        const routes = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: strings[locale].common.notFound.routes.title }) });
        for (const href of ['/thjonusta', '/lausnir', '/verkefni', '/verdskra', '/frettir', '/fyrirtaekid']) {
          await expect(routes.locator(`a[href="${href}"]`), href).toBeVisible();
        }
        expect(await overflow(page), locale).toBe(0);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('the basalt row is one drawing, never a repeated tile, from a laptop to a 1920 px screen', async ({ page, baseURL }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
  for (const width of [1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/thjonusta/vefsidugerd'));
    await settle(page);
    const foot = await page.locator('main section').first().evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return { repeat: after.maskRepeat || after.getPropertyValue('-webkit-mask-repeat'), size: after.maskSize || after.getPropertyValue('-webkit-mask-size'), width: parseFloat(after.width) };
    });
    expect(foot.repeat).toBe('no-repeat');
    // As wide as the band, never narrower than 90rem (reported in px).
    expect(foot.size).toMatch(/^max\(100%, (90rem|1440px)\) 100%$/);
    expect(foot.width).toBeGreaterThanOrEqual(width - 20);
  }
});
