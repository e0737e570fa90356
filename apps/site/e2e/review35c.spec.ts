import { strings } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 35, round 6 (design review, docs/screenshots/issue35/round6/REVIEW.md): the quote form's send is its main
// action, the price list's summary follows its sections and leads to them, the footer is shorter on a phone and
// lists home's services, the 404 page meets the footer, and the testimonial cards line up with one kind of logo tile.

/** The rendered box and type of an element. */
const boxOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { top, bottom, left, right, width, height, fontSize: parseFloat(style.fontSize), fontWeight: Number(style.fontWeight) };
  });

test.describe('quote form: the send button is the page’s main action', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px the send button is the large primary button, the chips read lighter, and the reply promise comes before the form on a phone`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlFor(baseURL!, 'en', '/fa-tilbod'));
      await settle(page);
      const send = await boxOf(page, 'form button[type="submit"]');
      const chip = await boxOf(page, 'form fieldset li > label');
      const field = await boxOf(page, 'form input[name="name"]');
      // 56 px tall, at the lead's size: no other control of the form stands as tall or reads as large.
      expect(send.height).toBeGreaterThanOrEqual(56);
      expect(send.fontSize).toBeGreaterThan(chip.fontSize);
      expect(send.fontSize).toBeGreaterThanOrEqual(20);
      expect(chip.fontWeight).toBeLessThan(500);
      expect(chip.height).toBeLessThan(send.height);
      const form = await boxOf(page, 'form');
      if (width === 390) expect(send.width).toBeCloseTo(form.width, 0);
      else expect(send.width).toBeLessThan(form.width / 2);
      // The panel's promise: over the form while the panel stands under it, hidden from assistive technology there
      // (the panel itself is read after the form); once the panel is beside the form, shown there only.
      const reply = strings.en.contact.quote.next.reply;
      const compact = page.getByTestId('compact-aside');
      if (width === 390) {
        await expect(compact).toBeVisible();
        await expect(compact).toHaveText(reply);
        await expect(compact).toHaveAttribute('aria-hidden', 'true');
        expect((await compact.boundingBox())!.y + 1).toBeLessThan(field.top + (await page.evaluate(() => window.scrollY)));
        expect(await page.getByText(reply, { exact: true }).count()).toBe(2);
      } else {
        await expect(compact).toBeHidden();
      }
      await expect(page.getByTestId('hero-aside')).toContainText(reply);
      await expectNoAxeViolations(page);
    });
  }
});
