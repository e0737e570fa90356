import { pageAction, strings } from '@hraun/content';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, switchToDark, test, textOf, urlFor } from './fixtures';

// Issue 35, round 8 (docs/screenshots/issue35/round8/REVIEW.md, fixes 5, 7 and 9): the quote form's steps before its
// send button on a phone and its topics shorter there, one description per Express plan, and the phone footer's
// link rows and page ends.

/** How many lines each element's text is drawn on. */
const lineCounts = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    }),
  );

/** The top and bottom of each element's text (its lines, not its box), in page coordinates. */
const textEdges = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    }),
  );

/** Elements showing exactly this text that are on screen (not display:none). */
const shownWithText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);

test.describe('the quote form on a phone: the steps right over the send button, each promise once', () => {
  for (const locale of ['en', 'is'] as const) {
    test(`${locale} at 390 px: three one-line steps in the form before sending, no second copy, the topics compact, axe light and dark`, async ({ page, baseURL }) => {
      const next = strings[locale].contact.quote.next;
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
      await settle(page);
      const form = page.locator('main form');
      const send = form.getByRole('button', { name: strings[locale].contact.quote.send });
      const steps = form.getByTestId('steps-before-send');
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('heading', { level: 2, name: next.title })).toBeVisible();
      await expect(steps.locator('ol > li')).toHaveText([...next.shortSteps]);
      expect(await lineCounts(steps.locator('ol > li')), 'one line each').toEqual([1, 1, 1]);
      // Right over the send button: nothing but the room between them.
      const stepsBox = (await steps.boundingBox())!;
      const sendBox = (await send.boundingBox())!;
      expect(sendBox.y - (stepsBox.y + stepsBox.height)).toBeGreaterThanOrEqual(0);
      expect(sendBox.y - (stepsBox.y + stepsBox.height)).toBeLessThanOrEqual(48);
      // The panel's own steps, heading and reply badge are not drawn (nor read) here: each shows once on the page.
      await expect(page.getByTestId('hero-aside')).toBeHidden();
      expect(await shownWithText(page, next.reply), 'the reply badge').toBe(1);
      expect(await shownWithText(page, next.title), 'the steps heading').toBe(1);
      await expect(page.getByTestId('compact-aside')).not.toHaveAttribute('aria-hidden', 'true');
      // The panel (the clients' quotes) still follows the form.
      const panel = (await page.locator('main aside').boundingBox())!;
      expect(panel.y).toBeGreaterThan(sendBox.y + sendBox.height);

      // The 19 topics, all shown, each a labelled checkbox on a chip at least 36 px tall (WCAG 2.5.8 asks 24).
      const topics = form.locator('fieldset fieldset input[type="checkbox"]');
      await expect(topics).toHaveCount(19);
      for (const topic of await topics.all()) await expect(topic).toHaveAccessibleName(/\S/);
      const chips = form.locator('fieldset fieldset li > label');
      for (const chip of await chips.all()) await expect(chip).toBeVisible();
      const heights = await chips.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(36);
      // The two topic questions together were about 860 px tall (round 8: y 1440 to 2300).
      const topicFields = await form.locator('fieldset:has(fieldset)').evaluateAll((sets) => sets.reduce((sum, set) => sum + set.getBoundingClientRect().height, 0));
      expect(topicFields).toBeLessThan(740);

      await expectNoAxeViolations(page);
      await switchToDark(page);
      await expectNoAxeViolations(page, { rules: 'colours' });
    });
  }

  test('at 1024 and 1440 px the panel beside the form keeps its steps and badge, and the form has no second list', async ({ page, baseURL }) => {
    const next = strings.en.contact.quote.next;
    await page.goto(urlFor(baseURL!, 'en', '/fa-tilbod'));
    await settle(page);
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const panel = page.getByTestId('hero-aside');
      await expect(panel).toBeVisible();
      await expect(panel.locator('ol > li')).toHaveText([...next.steps]);
      await expect(page.getByTestId('steps-before-send')).toBeHidden();
      await expect(page.getByTestId('compact-aside')).toBeHidden();
      expect(await shownWithText(page, next.reply), `${width}: the reply badge`).toBe(1);
      expect(await shownWithText(page, next.title), `${width}: the steps heading`).toBe(1);
    }
  });

  test('at 390 px a panel left without client quotes (none read) is not drawn as an empty box under the form; the contact page keeps its panel', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/fa-tilbod'));
    await settle(page);
    const panel = page.locator('main aside');
    await expect(panel).toBeVisible();
    // What the page renders when the testimonials read returns no rows: the quotes section is left out.
    await page.getByTestId('aside-quotes').evaluate((section) => section.remove());
    await expect(panel).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(panel, 'beside the form the panel keeps its steps').toBeVisible();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/hafa-samband'));
    await settle(page);
    await expect(page.locator('main aside')).toBeVisible();
  });

  test('the other forms that share the form view have no steps list before their send button', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    for (const path of ['/hafa-samband', '/thjonustubord', '/lausnir/wordpress-express/panta', '/lausnir/vefhysing/panta'] as const) {
      await page.goto(urlFor(baseURL!, 'en', path));
      await settle(page);
      await expect(page.getByTestId('steps-before-send'), path).toHaveCount(0);
      const form = (await page.locator('main form').boundingBox())!;
      const send = (await page.locator('main form button[type="submit"]').boundingBox())!;
      // The send button is the form's last control, across it on a phone.
      expect(send.y + send.height, path).toBeLessThanOrEqual(form.y + form.height + 1);
      expect(send.width, path).toBeGreaterThan(form.width - 2);
    }
  });
});

test.describe('one description per Express plan', () => {
  for (const locale of ['en', 'is'] as const) {
    test(`${locale}: pricing, the WordPress page and the WordPress Express page describe each plan in the same words`, async ({ page, baseURL }) => {
      const plans = strings[locale].solutions.order.packages;
      const names = [plans.wordpressExpress.name, plans.woocommerceExpress.name];
      const descriptions = [plans.wordpressExpress.description, plans.woocommerceExpress.description];
      for (const path of ['/verdskra', '/lausnir/wordpress', '/lausnir/wordpress-express'] as const) {
        await page.goto(urlFor(baseURL!, locale, path));
        for (const [index, name] of names.entries()) {
          const card = page.locator('main li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
          await expect(card, `${path} ${name}`).toHaveCount(1);
          await expect(card, `${path} ${name}`).toContainText(descriptions[index]!);
        }
      }
    });
  }
});

test.describe('the phone footer and the page end', () => {
  test('at 390 px the footer’s links keep one gap between items, two-line ones included', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/thjonusta/vefsidugerd'));
    await settle(page);
    const services = page.locator('footer').getByRole('navigation', { name: strings.en.nav.services, exact: true }).getByRole('link');
    const lines = await lineCounts(services);
    expect(lines.some((count) => count > 1), 'a two-line link to measure').toBe(true);
    const edges = await textEdges(services);
    const gaps = edges.slice(1).map((edge, index) => Math.round(edge.top - edges[index]!.bottom));
    expect(Math.max(...gaps) - Math.min(...gaps), `gaps ${gaps.join(', ')}`).toBeLessThanOrEqual(1);
    // Every link still a full touch target.
    const heights = await services.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });

  test('at 390 px a service page ends like any other page, and its action bar steps aside at the end', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    // The cookie bar answered, so nothing else is fixed at the bottom.
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
    /** From the footer's last line of text to the end of the page. */
    const endRoom = () =>
      page.evaluate(() => {
        const texts = [...document.querySelectorAll('footer a, footer p')].map((element) => element.getBoundingClientRect().bottom + window.scrollY);
        return Math.round(document.documentElement.scrollHeight - Math.max(...texts));
      });
    await page.goto(urlFor(baseURL!, 'en', '/verdskra'));
    await settle(page);
    const elsewhere = await endRoom();
    await page.goto(urlFor(baseURL!, 'en', '/thjonusta/vefsidugerd'));
    await settle(page);
    expect(await endRoom()).toBe(elsewhere);
    const bar = page.getByRole('complementary', { name: textOf('en', pageAction('/thjonusta/vefsidugerd')!.labelKey) });
    await page.mouse.wheel(0, 1_500);
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    // The footer's last links are free to tap: nothing lies over them.
    const lastLink = page.locator('footer a').last();
    const box = (await lastLink.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'), [box.x + box.width / 2, box.y + box.height / 2])).toBe(
      await lastLink.getAttribute('href'),
    );
  });
});
