import { locales, strings } from '@hraun/content';
import { expect, settle, test, urlFor } from './fixtures';

// The development build of React reports every hydration mismatch as a console error, which the
// fixture turns into a failure.
for (const locale of locales) {
  test(`${locale}: hydrates the prerendered home with no mismatch in a development build`, async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, locale, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[locale].home.hero.title);
    await settle(page);
    // Client-side navigation proves React took over the page.
    await page.goto(urlFor(baseURL!, locale, '/missing-page'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[locale].common.notFound.title);
    await settle(page);
  });
}

// One page of each kind: prices formatted on both sides, a form (with its on-demand dialog), an order page
// with its package picker, data-backed project cards.
const pagesOfEachKind = ['/thjonusta/vefsidugerd', '/verdskra', '/fa-tilbod', '/lausnir/vefhysing/panta', '/verkefni'];
for (const locale of ['is', 'en'] as const) {
  test(`${locale}: hydrates one page of each kind with no mismatch in a development build`, async ({ page, baseURL }) => {
    for (const path of pagesOfEachKind) {
      await page.goto(urlFor(baseURL!, locale, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // hydrateRoot marks its container; a page that stayed as the server sent it would pass otherwise.
      await expect
        // Development React, unminified, on a busy machine: 5 s was once too short for the English home page.
        .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), { timeout: 15_000 })
        .toBe(true);
      await settle(page);
    }
  });
}

// The footer's year comes from the build's clock in the HTML. A visitor whose clock has passed New Year since the
// build must get a hydration with no mismatch, and then the year of their own clock.
test('a page built last year hydrates with no mismatch and then shows the visitor’s year', async ({ page, baseURL }) => {
  const builtIn = new Date().getFullYear();
  const visitorYear = builtIn + 1;
  await page.clock.setFixedTime(new Date(`${visitorYear}-01-02T09:00:00Z`));
  await page.goto(urlFor(baseURL!, 'en', '/verdskra'));
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), { timeout: 15_000 })
    .toBe(true);
  await settle(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(strings.en.site.copyright.replace('{{year}}', String(visitorYear)));
  // The fixture fails the test on any console error or warning, where React reports a mismatch.
});
