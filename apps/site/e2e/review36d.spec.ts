import { sampleTestimonials, strings, type Locale } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 35, round 7 (docs/screenshots/issue35/after/REVIEW.md, fixes 5, 6a, 7 and 8a): the footer's offices, the
// client marks' spacing, the quote form's send row and closing room, one Express feature list, and home's lead quote.

const widths = [1440, 1024, 390, 360];

/** The tops of the lines an element's text is drawn on. */
const lineTops = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))].length;
    }),
  );

test.describe('the footer names each office on a line of its own', () => {
  for (const locale of ['is', 'en', 'es', 'da'] as const) {
    test(`${locale}: no separator to start or end a line, at ${widths.join(', ')} px`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, locale, '/hafa-samband'));
      await settle(page);
      const cities = Object.values(strings[locale].common.cities);
      const lines = page.locator('footer [role="group"]:has(dl) > p');
      await expect(lines).toHaveText(cities);
      await expect(page.locator('footer')).not.toContainText('·');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await lineTops(page, 'footer [role="group"]:has(dl) > p'), `${width} px`).toEqual(cities.map(() => 1));
      }
    });
  }
});

test('home: the client marks at least 24 px apart across at every width, and the lead quote is not the case study’s', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'is'));
  await settle(page);
  const marks = page.locator('main section ul > li > svg[role="img"]');
  await expect(marks).toHaveCount(8);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await marks.evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().toJSON() as DOMRect));
    const gaps = boxes.flatMap((box, index) => {
      const next = boxes[index + 1];
      return next && Math.round(next.top) === Math.round(box.top) ? [next.left - box.right] : [];
    });
    expect(gaps.length, `${width} px`).toBeGreaterThan(0);
    expect(Math.min(...gaps), `${width} px`).toBeGreaterThanOrEqual(24);
  }
  // Home leads with another client's words: Fjallalind's quote is its case study's.
  const quotes = page.getByTestId('client-quotes').locator('blockquote');
  const byPosition = [...sampleTestimonials].sort((a, b) => a.position - b.position);
  await expect(quotes.first()).toContainText(byPosition[0]!.quote.is);
  expect(byPosition[0]!.client_id).not.toBe('fjallalind');
  await expect(page.getByTestId('client-quotes')).not.toContainText(sampleTestimonials.find((quote) => quote.client_id === 'fjallalind')!.quote.is);
});

/** The send button, the line beside it and the room under the form, measured at the page's current width. */
const sendRow = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('main form button[type="submit"]')!.getBoundingClientRect();
    const form = document.querySelector('main form')!.getBoundingClientRect();
    const note = document.querySelector('main form button[type="submit"] + p')?.getBoundingClientRect();
    const main = document.querySelector('main')!;
    const contentBottom = Math.max(...[...main.querySelectorAll('form, aside')].map((element) => element.getBoundingClientRect().bottom));
    const footer = document.querySelector('footer')!.getBoundingClientRect().top;
    return { button: button.toJSON() as DOMRect, form: form.toJSON() as DOMRect, note: note?.toJSON() as DOMRect | undefined, room: footer - contentBottom };
  });

test('the quote form: “Send request”, at least 240 px wide beside a privacy line, 96 px above the footer; across a phone', async ({ page, baseURL }) => {
  const en = strings.en.contact.quote;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(urlFor(baseURL!, 'en', '/fa-tilbod'));
  await settle(page);
  await expect(page.locator('main form button[type="submit"]')).toHaveText(en.send);
  const line = page.locator('main form button[type="submit"] + p');
  await expect(line).toContainText(en.privacyNote);
  await expect(line.getByRole('link', { name: strings.en.nav.pages.personuvernd })).toHaveAttribute('href', /\/personuvernd$/);
  const wide = await sendRow(page);
  expect(wide.button.width).toBeGreaterThanOrEqual(239);
  // Beside the button, on its row.
  expect(wide.note!.left).toBeGreaterThan(wide.button.right);
  expect(Math.abs(wide.note!.top + wide.note!.height / 2 - (wide.button.top + wide.button.height / 2))).toBeLessThan(4);
  expect(wide.room).toBeGreaterThanOrEqual(90);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  const narrow = await sendRow(page);
  expect(narrow.button.width).toBeCloseTo(narrow.form.width, 0);
  expect(narrow.note!.top).toBeGreaterThanOrEqual(narrow.button.bottom);
});

test('the contact form keeps the shared label, at least 240 px wide, 96 px above the footer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(urlFor(baseURL!, 'en', '/hafa-samband'));
  await settle(page);
  await expect(page.locator('main form button[type="submit"]')).toHaveText(strings.en.forms.labels.submit);
  const row = await sendRow(page);
  expect(row.note).toBeUndefined();
  expect(row.button.width).toBeGreaterThanOrEqual(239);
  expect(row.room).toBeGreaterThanOrEqual(90);
});

/** Each Express plan's feature lines on a page, by the plan's order link. */
const expressFeatures = (page: Page) =>
  page.locator('main article').evaluateAll((cards) =>
    Object.fromEntries(
      cards.flatMap((card) => {
        const plan = /pakki=((?:wordpress|woocommerce)-express)/.exec(card.querySelector('a[href*="pakki="]')?.getAttribute('href') ?? '')?.[1];
        return plan ? [[plan, [...card.querySelectorAll('ul > li')].map((item) => item.textContent!.trim())]] : [];
      }),
    ),
  );

test.describe('the Express plans list the same features on pricing and the WordPress Express page', () => {
  for (const locale of ['is', 'en'] as Locale[]) {
    test(locale, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, locale, '/verdskra'));
      await settle(page);
      const pricing = await expressFeatures(page);
      await page.goto(urlFor(baseURL!, locale, '/lausnir/wordpress-express'));
      await settle(page);
      const express = await expressFeatures(page);
      expect(Object.keys(express).sort()).toEqual(['woocommerce-express', 'wordpress-express']);
      for (const list of Object.values(express)) expect(list.length).toBeGreaterThanOrEqual(5);
      expect(pricing).toEqual(express);
    });
  }
});
