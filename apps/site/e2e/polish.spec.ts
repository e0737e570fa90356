import { newsCategories, sampleNews, strings } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, switchToDark, test, textOf, urlFor } from './fixtures';

/** The polish list of issue 35, each checked on a phone, a small laptop and a desktop. */
const widths = [390, 1024, 1440] as const;

/** The computed `text-wrap` of every element a selector finds: Chromium reports balance in `text-wrap-style`. */
const wraps = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).getPropertyValue('text-wrap-style') || getComputedStyle(element).getPropertyValue('text-wrap')));

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // The cookie bar is checked on its own (layout.spec.ts); here it would only cover the page.
      await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
    });

    test('H1s and card titles are balanced: no lone last word', async ({ page, baseURL }) => {
      for (const [path, cards] of [['/', '[data-testid="selected-work"] h3'], ['/verkefni', 'main li h2'], ['/frettir', '[data-news-list] h2'], ['/lausnir/netverslun', 'main h3']] as const) {
        await page.goto(urlFor(baseURL!, 'en', path));
        await settle(page);
        expect(await wraps(page, 'h1'), path).toEqual(['balance']);
        const titles = await wraps(page, cards);
        expect(titles.length, `${path}: ${cards}`).toBeGreaterThan(0);
        if (path !== '/lausnir/netverslun') expect(new Set(titles), `${path}: ${cards}`).toEqual(new Set(['balance']));
      }
    });

    test('the breadcrumb never starts a line with its separator', async ({ page, baseURL }) => {
      // The longest project title: on a phone the trail wraps.
      await page.goto(urlFor(baseURL!, 'es', '/verkefni/olivera-vefverslun'));
      await settle(page);
      const crumbs = page.getByRole('navigation', { name: strings.es.site.breadcrumbLabel }).locator('li');
      const rows = await crumbs.evaluateAll((items) =>
        items.map((item, index) => ({
          top: Math.round(item.getBoundingClientRect().top),
          before: getComputedStyle(item, '::before').content,
          after: getComputedStyle(item, '::after').content,
          last: index === items.length - 1,
        })),
      );
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        expect(row.before).toBe('none');
        expect(row.after).toBe(row.last ? 'none' : '"/"');
      }
    });

    test('the header keeps the quote button in view, and Pricing is reachable from it', async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, 'en', '/lausnir/netverslun'));
      await settle(page);
      const banner = page.getByRole('banner');
      const quote = banner.getByRole('link', { name: textOf('en', 'nav:quote'), exact: true });
      await expect(quote).toBeVisible();
      const box = (await quote.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // One row: the button sits inside the header's bar, not wrapped under it.
      expect(box.y + box.height).toBeLessThanOrEqual((await banner.boundingBox())!.height);
      const pricing = banner.getByRole('link', { name: textOf('en', 'nav:pages.verdskra'), exact: true });
      const toggle = banner.getByRole('button', { name: textOf('en', 'nav:openMenu') });
      if (await toggle.isVisible()) await toggle.click();
      await expect(pricing.locator('visible=true')).toHaveCount(1);
      await pricing.locator('visible=true').click();
      await expect(page).toHaveURL(/\/verdskra$/);
    });

    test('the 404 page is designed: the spec text, then a way to each main section', async ({ page, baseURL }) => {
      const response = await page.goto(urlFor(baseURL!, 'is', '/ekki-til-sida'));
      expect(response?.status()).toBe(404);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: strings.is.common.notFound.title })).toBeVisible();
      const routes = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: strings.is.common.notFound.routes.title }) });
      for (const href of ['/thjonusta', '/lausnir', '/verdskra', '/verkefni', '/frettir', '/hafa-samband']) {
        await expect(routes.locator(`a[href="${href}"]`), href).toBeVisible();
      }
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: strings.is.common.notFound.home })).toBeVisible();
      // The band's button; the list of sections above names the contact page too.
      await expect(main.getByRole('link', { name: strings.is.common.notFound.contact }).first()).toBeVisible();
    });

    test('the footer fills its width with no empty column, and its social and legal links stand on its grid', async ({ page, baseURL }) => {
      // Loaded once, then switched live to the dark scheme (colours only: axe's colour rules there).
      await page.goto(urlFor(baseURL!, 'en', '/'));
      await settle(page);
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await switchToDark(page);
        const footer = page.getByRole('contentinfo');
        const layout = await footer.evaluate((element, names) => {
          const inner = element.firstElementChild!;
          const [grid, bottom] = [inner.children[0]!, inner.children[1]!];
          const box = (node: Element) => node.getBoundingClientRect();
          const blocks = [...grid.children].map((block) => ({ left: Math.round(box(block).left), right: Math.round(box(block).right), top: Math.round(box(block).top) }));
          const nav = (name: string) => element.querySelector(`nav[aria-label="${name}"]`)!;
          return {
            inner: { left: Math.round(box(grid).left), right: Math.round(box(grid).right) },
            blocks,
            social: Math.round(box(nav(names.social).querySelector('li')!).left),
            socialInFirst: grid.children[0]!.contains(nav(names.social)),
            legalLine: Math.round(box(bottom.children[0]!).left),
            legal: Math.round(box(nav(names.legal).querySelector('li')!).left),
          };
        }, strings.en.site.footer);
        const lefts = layout.blocks.map((block) => block.left);
        if (width >= 1024) {
          // Brand, contact and both site-map columns in one row, the last ending where the footer's column ends.
          expect(new Set(layout.blocks.map((block) => block.top)).size, `${scheme}: one row`).toBe(1);
          expect(new Set(lefts).size, `${scheme}: four columns`).toBe(4);
          expect(Math.abs(layout.blocks.at(-1)!.right - layout.inner.right), scheme).toBeLessThanOrEqual(1);
          // The legal links start on the second column's line.
          expect(layout.legal, scheme).toBe(lefts[1]);
        } else {
          // Review 35c: on a phone the brand and the contact details across the footer, the two site-map columns side
          // by side under them (a single column of every link made the footer about 1,200 px tall).
          const [brand, contact, services, company] = layout.blocks;
          expect([brand!.left, contact!.left, services!.left], `${scheme}: the first column's line`).toEqual([layout.inner.left, layout.inner.left, layout.inner.left]);
          expect([brand!.right, contact!.right, company!.right], `${scheme}: to the footer's end`).toEqual([layout.inner.right, layout.inner.right, layout.inner.right]);
          expect(company!.top, `${scheme}: the site-map columns in one row`).toBe(services!.top);
          expect(company!.left, scheme).toBeGreaterThan(services!.right);
          expect(layout.legal, scheme).toBe(layout.inner.left);
        }
        // Social links sit under the brand's sentence, on the first column's line; the legal line too.
        expect(layout.socialInFirst, scheme).toBe(true);
        expect(layout.social, scheme).toBe(lefts[0]);
        expect(layout.legalLine, scheme).toBe(lefts[0]);
        await expectNoAxeViolations(page, { rules: scheme === 'dark' ? 'colours' : 'all' });
      }
    });

    test('the quote form sorts its 19 topics under headings, each chip on screen, light and dark', async ({ page, baseURL }) => {
      for (const [locale, scheme] of [['is', 'light'], ['en', 'dark']] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
        await settle(page);
        const t = strings[locale].forms;
        const headings = {
          [t.labels.services]: Object.values(t.groups.services),
          [t.labels.solutions]: Object.values(strings[locale].nav.menu.groups),
        };
        let chips = 0;
        for (const [legend, groups] of Object.entries(headings)) {
          const outer = page.getByRole('group', { name: legend, exact: true });
          // The sub-groups in order, each a fieldset named by its visible heading.
          await expect(outer.locator('fieldset > legend')).toHaveText(groups);
          for (const name of groups) {
            const boxes = await outer.getByRole('group', { name, exact: true }).locator('label').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()));
            expect(boxes.length, name).toBeGreaterThan(0);
            for (const box of boxes) expect(box.right, name).toBeLessThanOrEqual(width);
            chips += boxes.length;
          }
        }
        expect(chips).toBe(19);
        await expectNoAxeViolations(page);
      }
    });

    test('a news article and a case study keep one reading measure, neither with a side column', async ({ page, baseURL }) => {
      // Since review 36 the article ends with its related articles and the closing band, and the case study's quote
      // stands inside the story: neither has a column beside the text, and both set their text at the reading measure.
      const measures: number[] = [];
      for (const [path, heading] of [
        [`/frettir/${sampleNews.en[0]!.slug}`, null],
        ['/verkefni/fjallalind-vefverslun', strings.en.common.portfolio.project.challengeTitle],
      ] as const) {
        await page.goto(urlFor(baseURL!, 'en', path));
        await settle(page);
        await expect(page.getByTestId('reading-columns'), path).toHaveCount(0);
        const text = heading === null ? page.getByTestId('article-body') : page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
        measures.push((await text.boundingBox())!.width);
      }
      const [article, story] = measures as [number, number];
      if (width >= 1280) expect(Math.abs(story - article), `story ${story} px, article ${article} px`).toBeLessThan(2);
      expect(Math.max(story, article)).toBeLessThanOrEqual(width);
    });

    test('news without a picture get a cover of their category with the headline, never a date-only tile', async ({ page, baseURL }) => {
      const covers: string[] = [];
      page.on('request', (request) => {
        if (/cover|motif/i.test(new URL(request.url()).pathname) && request.url().endsWith('.svg')) covers.push(request.url());
      });
      await page.goto(urlFor(baseURL!, 'en', '/frettir'));
      await settle(page);
      const withoutPicture = sampleNews.en.filter((item) => item.image_url === null);
      expect(withoutPicture.length).toBeGreaterThan(0);
      for (const item of withoutPicture) {
        const card = page.locator('[data-news-list] article').filter({ has: page.getByRole('heading', { name: item.title }) });
        const cover = card.locator('[data-placeholder]');
        await expect(cover).toBeVisible();
        const category = newsCategories[item.slug as keyof typeof newsCategories];
        await expect(cover).toHaveText(`${textOf('en', `portfolio.news.categories.${category}`)}${item.title}`);
        const svg = await cover.locator('svg').evaluate((element) => element.outerHTML);
        expect(new TextEncoder().encode(svg).length, item.slug).toBeLessThan(700);
      }
      // Each category its own motif; drawn in the page, never fetched.
      const motifs = await page.locator('[data-news-list] [data-motif]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-motif')));
      expect(new Set(motifs).size).toBeGreaterThan(1);
      expect(covers).toEqual([]);
    });
  });
}

test('on a phone service or solution page, nothing pale shows under the footer at the end of the page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
  for (const path of ['/thjonusta/vefsidugerd', '/lausnir/netverslun']) {
    await page.goto(urlFor(baseURL!, 'en', path));
    await settle(page);
    // The action bar shows once the hero's call to action is gone (its code loads on demand).
    const bar = page.getByRole('complementary', { name: strings.en.nav.quote });
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeVisible();
    // At the very end it steps aside (the kit's hideAtEnd, design review 8): no room is kept for it under the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    const below = await page.evaluate(() => {
      // The bar floats over whatever is under it: let the sampling below see through it.
      for (const bar of document.querySelectorAll<HTMLElement>('aside')) if (getComputedStyle(bar).position === 'fixed') bar.style.pointerEvents = 'none';
      const footer = document.querySelector('footer')!;
      const footerColour = getComputedStyle(footer).backgroundColor;
      const bottom = footer.getBoundingClientRect().bottom;
      // What a visitor sees in the last pixels of the page, under the footer: the colour of the element drawn there.
      const samples = [] as string[];
      for (let y = Math.ceil(bottom) + 1; y < window.innerHeight; y += 8) {
        let element = document.elementFromPoint(4, y) as Element | null;
        while (element && getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)') element = element.parentElement;
        samples.push(element ? getComputedStyle(element).backgroundColor : 'none');
      }
      return { footerColour, samples };
    });
    // The page ends with its footer: no room is kept under it for the bar (it was 69 px, review 8).
    expect(below.samples.length, `${path}: rows drawn under the footer`).toBe(0);
    expect([...new Set(below.samples.filter((colour) => colour !== below.footerColour))], path).toEqual([]);
  }
});

test('the "all projects" and "all news" buttons keep their own width, centred under their cards', async ({ page, baseURL }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/'));
    await settle(page);
    for (const name of [strings.en.common.portfolio.work.all, strings.en.common.portfolio.news.allNews]) {
      const button = page.getByRole('link', { name, exact: true });
      const box = await button.evaluate((element) => {
        const own = element.getBoundingClientRect();
        // The column of what the button follows: the selected work (its list of two more projects is hidden on a
        // phone), or the news headlines.
        const column = element.closest('section')!.querySelector('[data-testid="selected-work"], ul')!.getBoundingClientRect();
        return { width: own.width, columnWidth: column.width, offCentre: Math.abs(own.left + own.width / 2 - (column.left + column.width / 2)) };
      });
      expect(box.width, `${name} at ${width} px`).toBeLessThan(box.columnWidth * 0.8);
      expect(box.offCentre, `${name} at ${width} px`).toBeLessThanOrEqual(2);
    }
  }
});
