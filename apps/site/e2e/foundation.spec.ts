import { localeTags, locales, strings } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

test.describe('home in every language, chosen by host', () => {
  for (const locale of locales) {
    test(`${locale}: home answers 200 with its language, title and hero`, async ({ page, baseURL }) => {
      const response = await page.goto(urlFor(baseURL!, locale, '/'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${strings[locale].home.metaTitle} | ${strings[locale].site.title}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[locale].home.hero.title);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((link) => link.getAttribute('hreflang')),
      );
      expect(alternates).toEqual([...locales.map((other) => localeTags[other]), 'x-default']);
      await settle(page);
      await expectNoAxeViolations(page);
    });
  }

  test('plain localhost is Icelandic', async ({ page, baseURL }) => {
    await page.goto(baseURL!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
    await settle(page);
  });

  test('?lng= previews another language for this view', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/?lng=da`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.da.home.hero.title);
    await settle(page);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('da');
  });
});

test.describe('not found', () => {
  for (const locale of locales) {
    test(`${locale}: an unknown path answers 404 with the not-found page`, async ({ page, baseURL }) => {
      const response = await page.goto(urlFor(baseURL!, locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[locale].common.notFound.title);
      await expect(page.locator('main').getByRole('link', { name: strings[locale].common.notFound.contact }).first()).toHaveAttribute('href', '/hafa-samband');
      // Title, description, keywords and robots like every page; no canonical or language alternates: it is no page of its own.
      await expect(page).toHaveTitle(new RegExp(`^${strings[locale].common.notFound.metaTitle} \\|`));
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', strings[locale].common.notFound.metaKeywords);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
      await settle(page);
      // Another language: the same address on that language's host (spec section 4), once the page is live.
      const other = locale === 'en' ? 'is' : 'en';
      await expect(page.locator(`header a[hreflang="${other}"]`).first()).toHaveAttribute('href', urlFor(baseURL!, other, '/no-such-page'));
      await expectNoAxeViolations(page);
    });
  }

  test('Icelandic text is the spec text', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/thetta-er-ekki-til`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Úps! Síðan fannst ekki');
  });
});
