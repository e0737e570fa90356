import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 35, round 6 (docs/screenshots/issue35/round6/REVIEW.md): the home hero's picture, the service and solution
// proof cards, the client marks and the line breaks. Each test here failed on the build before its fix.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

const boxOf = async (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  });

/** The top of the basalt columns of the hero an element stands in: the hero foot's masked ::after band. */
const columnsTopAround = (locator: Locator) =>
  locator.evaluate((element) => {
    const drawsColumns = (candidate: Element) => getComputedStyle(candidate, '::after').maskImage.startsWith('url(');
    let root: Element | null = element;
    let foot: Element | undefined;
    while (root && !foot) {
      foot = [root, ...root.querySelectorAll('*')].find(drawsColumns);
      root = root.parentElement;
    }
    return foot!.getBoundingClientRect().bottom - parseFloat(getComputedStyle(foot!, '::after').height);
  });

const overlapArea = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

test.describe('home hero: one project as desktop and phone', () => {
  for (const locale of ['en', 'is'] as const) {
    test(`${locale} at 1440 px: both screens inside the container, neither mostly hidden, 48 px or more above the columns`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(urlFor(baseURL!, locale));
      await settle(page);
      const desktop = page.getByTestId('hero-work-desktop');
      const phone = page.getByTestId('hero-work-phone');
      await expect(desktop.locator('img')).toHaveJSProperty('complete', true);
      await expect(phone.locator('img')).toHaveJSProperty('complete', true);
      const heading = await boxOf(page.locator('h1'));
      const container = { left: heading.left, right: heading.left + 1216 };
      const [desktopBox, phoneBox] = [await boxOf(desktop), await boxOf(phone)];
      for (const screen of [desktopBox, phoneBox]) {
        expect(screen.left).toBeGreaterThanOrEqual(container.left - 1);
        expect(screen.right).toBeLessThanOrEqual(container.right + 1);
      }
      // The phone stands in front of the desktop: it hides a modest corner of it, never most of it.
      expect(overlapArea(desktopBox, phoneBox) / (desktopBox.width * desktopBox.height)).toBeLessThan(0.25);
      expect(desktopBox.width).toBeGreaterThan(320);
      // Round 7: top-aligned with the heading, and captioned with a link to the project's case study under it.
      expect(Math.abs(desktopBox.top - heading.top)).toBeLessThanOrEqual(24);
      const caption = page.getByTestId('hero-work-caption').getByRole('link');
      await expect(caption).toHaveAttribute('href', '/verkefni/fjallalind-vefverslun');
      // Round 8: the caption names the project in plain text, the link is its "View project" only (review37a.spec.ts).
      await expect(page.getByTestId('hero-work-caption')).toContainText('Fjallalind');
      const captionBox = await boxOf(caption);
      expect(captionBox.top).toBeGreaterThanOrEqual(phoneBox.bottom);
      expect(captionBox.top - phoneBox.bottom).toBeLessThanOrEqual(24);
      const columnsTop = await columnsTopAround(desktop);
      expect(columnsTop - Math.max(desktopBox.bottom, phoneBox.bottom, captionBox.bottom)).toBeGreaterThanOrEqual(48);
      await expectNoAxeViolations(page);
    });

    test(`${locale} at 390 px: the picture stands under the text from its start, each screen under three quarters of the lead paragraph`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(urlFor(baseURL!, locale));
      await settle(page);
      const work = page.getByTestId('hero-work');
      await expect(work.locator('img').first()).toHaveJSProperty('complete', true);
      const [workBox, lead, desktopBox, phoneBox] = (await Promise.all([work, page.locator('h1 + p'), page.getByTestId('hero-work-desktop'), page.getByTestId('hero-work-phone')].map(boxOf))) as [Box, Box, Box, Box];
      expect(Math.abs(workBox.left - lead.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(workBox.width - 0.85 * lead.width)).toBeLessThanOrEqual(1);
      expect(workBox.top).toBeGreaterThan(lead.bottom);
      // Neither screen is the largest paint: the lead's text (about 88% of its box) stays the page's LCP.
      for (const screen of [desktopBox, phoneBox]) expect(screen.width * screen.height).toBeLessThan(0.75 * lead.width * lead.height);
      expect(await columnsTopAround(work)).toBeGreaterThanOrEqual(workBox.bottom);
      // The caption is the desktop's: under the text on a phone, the selected work that follows names the project.
      await expect(page.getByTestId('hero-work-caption')).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test(`${locale} at 412 px (Lighthouse's phone): the page's largest paint is the lead paragraph, not a screen`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(urlFor(baseURL!, locale));
      await settle(page);
      for (const img of await page.getByTestId('hero-work').locator('img').all()) await expect(img).toHaveJSProperty('complete', true);
      // The browser's own record of the largest paint: a screen drawn after the app starts would be a late LCP.
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              const last = entries.at(-1)?.element;
              resolve(last ? `${last.tagName} ${last.textContent?.slice(0, 40) ?? ''}` : 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe(`P ${(await page.locator('h1 + p').textContent())!.slice(0, 40)}`);
    });
  }
});

test.describe('service and solution heroes: one proof card, room under it', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: the card 56 px or more above the columns, its shadow not clipped, the same on both page types`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const looks: { background: string; figure: string }[] = [];
      for (const path of ['/thjonusta/vefsidugerd', '/lausnir/netverslun']) {
        await page.goto(urlFor(baseURL!, 'en', path));
        await settle(page);
        const card = page.locator('[data-testid="hero-aside"][data-aside="proof"]');
        await expect(card).toBeVisible();
        const cardBox = await boxOf(card);
        expect(await columnsTopAround(card), path).toBeGreaterThanOrEqual(cardBox.bottom + 56);
        // Nothing between the card and its hero clips what is drawn outside the card (its shadow).
        const clippers = await card.evaluate((element) => {
          const found: string[] = [];
          for (let node = element.parentElement; node && node.tagName !== 'SECTION'; node = node.parentElement) {
            const { overflowX, overflowY } = getComputedStyle(node);
            if (overflowX !== 'visible' || overflowY !== 'visible') found.push(`${node.className}: ${overflowX} ${overflowY}`);
          }
          return found;
        });
        expect(clippers, path).toEqual([]);
        looks.push(
          await card.evaluate((element) => ({
            background: getComputedStyle(element).backgroundColor,
            figure: getComputedStyle(element.querySelector('[data-testid="hero-proof-result"] span') ?? element).color,
          })),
        );
        await expectNoAxeViolations(page);
      }
      expect(looks[1]).toEqual(looks[0]);
    });
  }
});

/** Relative luminance of a computed `rgb()` colour (WCAG 2). */
function luminance(colour: string): number {
  const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test.describe('home: the client marks on one grid', () => {
  for (const [width, columns] of [
    [1440, 4],
    [390, 2],
  ] as const) {
    test(`at ${width} px: ${columns} equal columns, shared left edges, one height, one muted colour with AA contrast`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlFor(baseURL!, 'en'));
      await settle(page);
      const marks = page.locator('main section ul > li > svg[role="img"]');
      await expect(marks).toHaveCount(8);
      const drawn = await marks.evaluateAll((svgs) =>
        svgs.map((svg) => {
          const box = svg.getBoundingClientRect();
          let backdrop: Element | null = svg;
          while (backdrop && getComputedStyle(backdrop).backgroundColor.replace(/\s/g, '').match(/^(transparent|rgba\(0,0,0,0\))$/)) backdrop = backdrop.parentElement;
          return {
            left: Math.round(box.left),
            top: Math.round(box.top),
            height: box.height,
            colour: getComputedStyle(svg).color,
            background: backdrop ? getComputedStyle(backdrop).backgroundColor : 'rgb(255, 255, 255)',
          };
        }),
      );
      const rows = [...new Set(drawn.map((mark) => mark.top))];
      expect(rows).toHaveLength(8 / columns);
      const lefts = [...new Set(drawn.map((mark) => mark.left))];
      expect(lefts).toHaveLength(columns);
      const heights = drawn.map((mark) => mark.height);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(0.5);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(16);
      expect(new Set(drawn.map((mark) => mark.colour)).size).toBe(1);
      const muted = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('color'));
      expect(drawn[0]!.colour).not.toBe(muted);
      const [a, b] = [luminance(drawn[0]!.colour), luminance(drawn[0]!.background)];
      expect((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)).toBeGreaterThanOrEqual(4.5);
      await expectNoAxeViolations(page);
    });
  }
});

/** Whether the text from `first` to `last` (inclusive) in the element's text is drawn on one line. */
async function onOneLine(locator: Locator, first: string, last: string): Promise<boolean> {
  return locator.evaluate(
    (element, [from, to]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const start = text.indexOf(from);
        const end = start === -1 ? -1 : text.indexOf(to, start);
        if (end === -1) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end + to.length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        return tops.size === 1;
      }
      throw new Error(`"${from}…${to}" not found`);
    },
    [first, last] as const,
  );
}

const visit = async (page: Page, baseURL: string, path: string, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(urlFor(baseURL, 'en', path));
  await settle(page);
  await expectNoAxeViolations(page);
};

test.describe('line breaks', () => {
  test('compound words keep their hyphen and second half on one line, at 1440 and 390 px', async ({ page, baseURL }) => {
    // Four pages, each checked with axe.
    test.setTimeout(120_000);
    const cases = [
      { path: '/', width: 1440, where: page.locator('[data-testid="selected-work"] h3', { hasText: 'Casa Brisa' }), first: 'AI-', last: 'powered' },
      { path: '/thjonusta/vefsidugerd', width: 1440, where: page.locator('main p', { hasText: 'obligation' }), first: 'no-', last: 'obligation' },
      { path: '/thjonusta/vefsidugerd', width: 390, where: page.locator('main p', { hasText: 'obligation' }), first: 'no-', last: 'obligation' },
      { path: '/thjonusta/vefsidugerd', width: 390, where: page.locator('main h3', { hasText: 'Casa Brisa' }), first: 'AI-', last: 'powered' },
      { path: '/verdskra', width: 390, where: page.locator('main p', { hasText: 'fixed-' }), first: 'fixed-', last: 'price' },
    ];
    for (const { path, width, where, first, last } of cases) {
      await visit(page, baseURL!, path, width);
      await where.first().scrollIntoViewIfNeeded();
      expect(await onOneLine(where.first(), first, last), `${path} at ${width}: ${first}${last}`).toBe(true);
    }
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px the project's title leaves no "a" alone at a line's end`, async ({ page, baseURL }) => {
      await visit(page, baseURL!, '/verkefni/fjallalind-vefverslun', width);
      expect(await onOneLine(page.locator('h1'), 'a', 'new')).toBe(true);
    });
  }

  test('at 390 px the breadcrumb trail is one line, the current title cut with an ellipsis and whole in the page', async ({ page, baseURL }) => {
    await visit(page, baseURL!, '/frettir/ny-vefverslun-opnud', 390);
    const trail = page.getByRole('navigation', { name: /breadcrumb/i });
    const items = trail.locator('li');
    const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2)));
    expect(new Set(tops).size).toBe(1);
    const current = trail.locator('[aria-current="page"]');
    const title = (await page.locator('h1').textContent())!.trim();
    await expect(current).toHaveText(title);
    const cut = await items.last().evaluate((element) => ({ overflow: getComputedStyle(element).textOverflow, right: element.getBoundingClientRect().right }));
    expect(cut.overflow).toBe('ellipsis');
    expect(cut.right).toBeLessThanOrEqual(390);
  });
});
