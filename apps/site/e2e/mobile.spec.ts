import { strings } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Point 8 of issue 24 on a phone (390 px): the mobile menu over a dimmed, locked page; the comparison table readable
// without sideways scrolling; the sticky call to action on service and solution pages.
test.use({ viewport: { width: 390, height: 844 } });

const nav = strings.en.nav;

test('the mobile menu dims and locks the page behind it, and the scroll-to-top button stands aside', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'en', '/thjonusta'));
  await settle(page);
  await page.mouse.wheel(0, 900);
  const toTop = page.getByRole('button', { name: strings.en.site.scrollToTop });
  await expect(toTop).toBeVisible();

  const toggle = page.getByRole('button', { name: nav.openMenu });
  await toggle.click();
  await expect(page.getByRole('button', { name: nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  await expect(toTop).toBeHidden();
  // The page under the menu does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.move(200, 800);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Sub-items are set apart from their parents: indented, smaller and lighter.
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('button', { name: nav.solutions }).click();
  const parent = menu.getByRole('link', { name: nav.projects });
  const child = menu.getByRole('link', { name: strings.en.nav.allSolutions });
  const [parentBox, childBox] = [await parent.boundingBox(), await child.boundingBox()];
  expect(childBox!.x).toBeGreaterThan(parentBox!.x);
  const weight = (element: typeof parent) => element.evaluate((node) => Number(getComputedStyle(node).fontWeight));
  expect(await weight(child)).toBeLessThan(await weight(parent));
  // Parents line up: the group buttons' labels start where the links' labels do.
  const textStart = (element: typeof parent) => element.evaluate((node) => node.getBoundingClientRect().left + parseFloat(getComputedStyle(node).paddingLeft));
  expect(await textStart(menu.getByRole('button', { name: nav.services }))).toBeCloseTo(await textStart(parent), 0);
  await expectNoAxeViolations(page);

  // A tap on the dimmed page closes the menu and unlocks the page.
  await page.mouse.click(200, 800);
  await expect(page.getByRole('button', { name: nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await expect(toTop).toBeVisible();
});

test('the comparison table fits 390 px: no sideways scrolling, every value visible, still a table', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'en', '/lausnir/netverslun'));
  await settle(page);
  const table = page.getByRole('table');
  await table.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const region = page.getByRole('group').filter({ has: table });
  expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  const cells = table.getByRole('cell');
  const count = await cells.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await cells.nth(index).boundingBox();
    expect(box!.width).toBeGreaterThan(0);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expectNoAxeViolations(page);
});

test('a service page keeps "get a quote" at the bottom of a phone once the hero has scrolled away, clear of the page end', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'en', '/thjonusta/vefsidugerd'));
  await settle(page);
  const bar = page.getByRole('complementary', { name: nav.quote });
  await expect(bar).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: nav.quote })).toHaveAttribute('href', '/fa-tilbod');
  await expectNoAxeViolations(page);
  const barBox = await bar.boundingBox();
  expect(Math.round(barBox!.y + barBox!.height)).toBeLessThanOrEqual(844);
  // The scroll-to-top button stands above the bar.
  const toTop = await page.getByRole('button', { name: strings.en.site.scrollToTop }).boundingBox();
  expect(toTop!.y + toTop!.height).toBeLessThanOrEqual(barBox!.y);
  // The menu opened over it hides it.
  await page.getByRole('button', { name: nav.openMenu }).click();
  await expect(bar).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(bar).toBeVisible();

  // At the very end of the page the bar steps aside (the kit's hideAtEnd, design review 8), so nothing covers the
  // footer's last line, and the page ends where its footer does, with no room kept for the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeHidden();
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  await expect(lastLink).toBeInViewport();
});

test('at the very end of a service page the scroll-to-top button covers no footer link, with the cookie bar and without', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'en', '/thjonusta/vefsidugerd'));
  await settle(page);
  const toTop = page.getByRole('button', { name: strings.en.site.scrollToTop });
  const bar = page.getByRole('complementary', { name: nav.quote });
  /** Footer links whose box meets the button's, once the page is scrolled to its end. */
  const coveredLinks = async () => {
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(toTop).toBeVisible();
    // The end of the page: no further scrolling.
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const button = (await toTop.boundingBox())!;
    const links = await page.getByRole('contentinfo').getByRole('link').evaluateAll((nodes) =>
      nodes.map((node) => ({ text: node.textContent ?? '', box: node.getBoundingClientRect().toJSON() as DOMRect })),
    );
    expect(links.length).toBeGreaterThan(5);
    return links
      .filter(({ box }) => box.left < button.x + button.width && box.right > button.x && box.top < button.y + button.height && box.bottom > button.y)
      .map(({ text }) => text);
  };
  expect(await coveredLinks()).toEqual([]);
  // Without the cookie bar the button and the action bar sit lower, at the bottom of the screen.
  await page.getByRole('button', { name: strings.en.cookies.accept }).click();
  expect(await coveredLinks()).toEqual([]);
});

test('the order-form solutions offer "order" in the bar; overview and form pages have none', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'en', '/lausnir/vefhysing'));
  await settle(page);
  await page.mouse.wheel(0, 1200);
  await expect(page.getByRole('complementary', { name: nav.order }).getByRole('link')).toHaveAttribute('href', '/lausnir/vefhysing/panta');
  for (const path of ['/lausnir', '/fa-tilbod']) {
    await page.goto(urlFor(baseURL!, 'en', path));
    await settle(page);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(200);
    await expect(page.getByRole('complementary', { name: nav.quote })).toHaveCount(0);
  }
});
