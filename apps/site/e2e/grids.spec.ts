import { type Locale } from '@hraun/content';
import { pages } from '@hraun/content/pages';
import { lavaTokens } from '@hraun/ui/themes/lava';
import type { Page } from '@playwright/test';
import { expect, settle, test, textOf, urlFor } from './fixtures';

/** Every page of the site: the content pages and the routes the app draws itself. */
const everyPath = [
  ...Object.values(pages).map((page) => page.path as string),
  '/',
  '/verkefni',
  '/frettir',
  '/hafa-samband',
  '/fa-tilbod',
  '/thjonustubord',
  '/lausnir/wordpress-express/panta',
  '/lausnir/vefhysing/panta',
];

/** Pages with a priced package: their hero shows a "from" price. */
const pricedPages = Object.values(pages).filter((page) =>
  page.sections.some((section) => section.kind === 'packages' && section.packages.some((pkg) => pkg.price !== null)),
);

/**
 * Lists laid out as grids (card grids, figures, steps, a form's option cards, the footer's blocks) whose last row holds a lone item while a
 * row above holds more: `<heading of the section, or the form group's legend>: <items per row>`.
 */
async function orphanRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol, footer div')) {
      if (getComputedStyle(list).display !== 'grid') continue;
      const items = [...list.children].filter((item) => (item as HTMLElement).offsetParent !== null);
      if (items.length < 2) continue;
      const rows = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
      if (counts.length > 1 && counts.at(-1) === 1 && counts[0]! > 1) {
        const heading = (list.closest('fieldset')?.querySelector('legend') ?? list.closest('section')?.querySelector('h1, h2'))?.textContent ?? (list.closest('footer') ? 'footer' : '(no heading)');
        found.push(`${heading}: ${counts.join('+')}`);
      }
    }
    return found;
  });
}

test.describe('grids fit their item counts', () => {
  test.describe.configure({ timeout: 240_000 });
  // Each page is loaded once and narrowed through the widths (the grids' columns are CSS): the pages in two halves, one
  // test each, so two workers share them.
  const widths = [1440, 1024, 390];
  const halves = [everyPath.filter((_, index) => index % 2 === 0), everyPath.filter((_, index) => index % 2 === 1)];
  for (const [half, paths] of halves.entries()) {
    test(`no page leaves a lone card on a grid's last row at ${widths.join(', ')} px (pages, half ${half + 1} of 2)`, async ({ page, baseURL }) => {
      const orphans: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        await page.goto(urlFor(baseURL!, 'is', path));
        await settle(page);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          orphans.push(...(await orphanRows(page)).map((orphan) => `${path} at ${width} px: ${orphan}`));
        }
      }
      expect(orphans).toEqual([]);
    });
  }
});

test.describe('price cards', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const locale of ['is', 'en', 'es', 'da'] as const satisfies readonly Locale[]) {
    test(`${locale}: no price line wraps at 1440 px`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const wrapped: string[] = [];
      let measured = 0;
      for (const priced of pricedPages) {
        await page.goto(urlFor(baseURL!, locale, priced.path));
        await settle(page);
        // A PackageCard: its heading row, then the price line (the amount, then the notes).
        const lines = await page.evaluate(() =>
          [...document.querySelectorAll('main li > article > div + p > span:first-child')].map((amount) => {
            const range = document.createRange();
            range.selectNodeContents(amount);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return { text: amount.textContent ?? '', lines: tops.size };
          }),
        );
        measured += lines.length;
        wrapped.push(...lines.filter((line) => line.lines > 1).map((line) => `${priced.path}: ${line.text}`));
      }
      expect(measured).toBeGreaterThan(10);
      expect(wrapped).toEqual([]);
    });
  }

  test("the popular plan's button is the filled one, the others' outlined", async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
    await settle(page);
    const popularName = textOf('is', 'common:labels.popular');
    const hex = lavaTokens.light.color.primary;
    const primary = `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
    // The grid of the popular package (the page has other grids without one).
    const cards = page.locator('main ul:has(> li > article)').filter({ hasText: popularName }).locator('> li > article');
    const backgrounds = await cards.evaluateAll((articles, name) =>
      articles.map((article) => ({
        popular: [...article.querySelectorAll('p')].some((p) => p.textContent === name),
        button: getComputedStyle(article.querySelector('a')!).backgroundColor,
      })),
    popularName);
    expect(backgrounds.filter((card) => card.popular)).toHaveLength(1);
    for (const card of backgrounds) {
      if (card.popular) expect(card.button).toBe(primary);
      else expect(card.button).not.toBe(primary);
    }
  });
});

test.describe('service and solution pages', () => {
  test('the related work stays in place while the page hydrates and after (no flash, nothing below it moves)', async ({ page, baseURL }) => {
    // Every change to the page is watched from its first byte: the fewest related links ever on it once they appeared.
    await page.addInitScript(() => {
      const state = { seen: false, fewest: Number.POSITIVE_INFINITY };
      (window as unknown as { relatedLinks: typeof state }).relatedLinks = state;
      const count = () => {
        const links = document.querySelectorAll('main a[href^="/verkefni/"]').length;
        if (links > 0) state.seen = true;
        if (state.seen) state.fewest = Math.min(state.fewest, links);
      };
      new MutationObserver(count).observe(document, { childList: true, subtree: true });
    });
    for (const locale of ['is', 'en'] as const) {
      await page.goto(urlFor(baseURL!, locale, '/lausnir/wordpress-express'));
      await settle(page);
      // The strings' reload about 100 ms after start re-renders the page: past it.
      await page.waitForTimeout(1_000);
      const watched = await page.evaluate(() => (window as unknown as { relatedLinks: { seen: boolean; fewest: number } }).relatedLinks);
      expect(watched.seen, locale).toBe(true);
      expect(watched.fewest, `${locale}: the related work's links at their fewest`).toBeGreaterThan(0);
    }
  });

  test("a service or solution page shows its own work only: stores on the online-store page, none on consulting", async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'en', '/lausnir/netverslun'));
    await settle(page);
    const related = page.getByRole('region', { name: textOf('en', 'common:labels.related.title') });
    const cards = related.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    // Fjallalind, the newest store with a result, is the hero's proof: the cards are the other stores (issue 35, round 5).
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('hero-aside')).toHaveAttribute('data-project', 'fjallalind-vefverslun');
    // Read as one retrying assertion: a count and a later read can straddle the hydrating render (a busy run once read
    // the list between them as empty).
    await expect
      .poll(() => cards.evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href'))))
      .toEqual(['/verkefni/havnegaard-vefverslun', '/verkefni/olivera-vefverslun']);
    await expect(related.getByRole('link', { name: textOf('en', 'common:labels.related.all') })).toHaveAttribute('href', '/verkefni');
    // The booking-system page: its two projects, one in the hero and the other below, not a third from elsewhere.
    await page.goto(urlFor(baseURL!, 'en', '/lausnir/bokunarkerfi'));
    await settle(page);
    await expect(related.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(1);
    // Consulting has no sample project: no section at all rather than other work.
    await page.goto(urlFor(baseURL!, 'en', '/thjonusta/radgjof'));
    await settle(page);
    await expect(page.getByRole('heading', { name: textOf('en', 'common:labels.related.title') })).toHaveCount(0);
  });
});
