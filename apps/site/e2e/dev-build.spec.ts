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
        .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
        .toBe(true);
      await settle(page);
    }
  });
}
