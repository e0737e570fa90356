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
