import { HOME_QUOTES, newsCategories, projectPages, sampleClients, sampleNews, sampleProjects, sampleTestimonials, strings, type Locale } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor, type ConsoleLog } from './fixtures';

// Proof as data and the editorial case study, on the served build with the bundled sample data (no SUPABASE_URL):
// the clients' quotes on home, beside the quote form and on their project; the facts column, the result callout,
// the screens and the neighbours on a project; the article's side column. Each in Icelandic and English, on a phone
// (390 px) and a desktop (1440 px), light and dark, with axe finding nothing.

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const project = sampleProjects.is[0]!;
const quoteOf = (locale: Locale, projectId: string) => sampleTestimonials.find((item) => item.project_id === projectId)!.quote[locale];

/** No address on a reserved name (RFC 2606: `.example`, `example.com`, `.test`, `.invalid`) in the page's text or links. */
async function expectNoReservedHost(page: Page) {
  const reserved = /(^|[./])(example|test|invalid|localhost)(\/|$)|example\.(com|net|org)/i;
  expect(await page.locator('body').innerText()).not.toMatch(/\b[\w-]+\.(example|test|invalid)\b/i);
  // Links to another site only: the language switcher's links to this test server's own preview hosts are not one.
  const hosts = await page
    .locator('a[href^="http"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href)).filter((url) => url.port !== window.location.port).map((url) => url.hostname));
  for (const host of hosts) expect(host).not.toMatch(reserved);
}

/** A picture of a site screen (desktop and phone, desktop, or phones), by the file the browser chose. */
const screenFile = /^\/images\/work\/[a-z0-9-]+-(mockup|desktop|phones)-\d+(-sharp)?\.(avif|webp|jpg)$/;

/** The page's width fits the viewport: nothing added here may make it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ['is', 'en'] as const) {
  const text = strings[locale].common.portfolio;
  // The site shows the testimonials by their position (home the first HOME_QUOTES, the quote form the next ones).
  const byPosition = [...sampleTestimonials].sort((a, b) => a.position - b.position);
  const first = byPosition[0]!;
  const firstClient = sampleClients.find((client) => client.id === first.client_id)!;
  // The quote form's quotes follow home's HOME_QUOTES, so the two places differ.
  const asideFirst = byPosition[HOME_QUOTES % byPosition.length]!;
  const asideFirstClient = sampleClients.find((client) => client.id === asideFirst.client_id)!;

  for (const size of sizes) {
    test.describe(`${locale}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('home leads with the clients’ named quotes and logos, before the figures and at least their size', async ({ page, baseURL }) => {
        await page.goto(urlFor(baseURL!, locale, '/'));
        await settle(page);
        const section = page.getByTestId('client-quotes');
        await expect(section.getByRole('heading', { name: text.proof.title })).toBeVisible();
        const figures = section.locator('figure');
        await expect(figures).toHaveCount(2);
        await expect(figures.first().locator('blockquote')).toHaveText(first.quote[locale]);
        // Signed "name, role, client": the person's name, then the role and the client in the page's language.
        const caption = figures.first().locator('figcaption');
        await expect(caption).toBeVisible();
        await expect(caption).toHaveText(`${first.person_name}${first.role[locale]}, ${firstClient.name}`);
        const logo = caption.locator('img');
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toHaveAttribute('src', firstClient.logo!);
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

        // Order: the quotes, then the logo strip, then the figures ("500+"), all before the selected work.
        const stats = page.locator('main').getByText('500+', { exact: true });
        const logoStrip = page.getByRole('region', { name: strings[locale].home.logos.title });
        const tops = await Promise.all([section, logoStrip, stats, page.getByTestId('selected-work')].map(async (item) => (await item.boundingBox())!.y));
        expect([...tops].sort((a, b) => a - b)).toEqual(tops);
        // Size: the quote's type at least the page's text (a paragraph-long quote at a paragraph's size, the design
        // review of round 5), and a client's mark at least as tall as the figures' type was until issue 35, round 6: the
        // design review then asked for the marks muted, on a grid of equal cells, the longest name whole in its cell,
        // which at 1440 px is 29-31 px; they stay clearly larger than the text (1.5 times it).
        const px = (locator: typeof stats, property: 'fontSize' | 'height') => locator.evaluate((element, name) => parseFloat(getComputedStyle(element)[name as 'fontSize']), property);
        const textSize = await page.locator('body').evaluate((body) => parseFloat(getComputedStyle(body).fontSize));
        expect(await px(figures.first().locator('blockquote'), 'fontSize')).toBeGreaterThanOrEqual(textSize);
        if (size.name === 'desktop') expect(await px(logoStrip.locator('svg').first(), 'height')).toBeGreaterThanOrEqual(textSize * 1.5);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('the quote form has clients’ quotes beside it', async ({ page, baseURL }) => {
        await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
        await settle(page);
        const aside = page.getByTestId('aside-quotes');
        await expect(aside.getByRole('heading', { name: text.proof.aside })).toBeVisible();
        await expect(aside.locator('figure')).toHaveCount(2);
        await expect(aside.locator('blockquote').first()).toHaveText(asideFirst.quote[locale]);
        await expect(aside.locator('figcaption').first()).toHaveText(`${asideFirst.person_name}${asideFirst.role[locale]}, ${asideFirstClient.name}`);
        if (size.name === 'desktop') {
          // Beside the form, not under it: the quotes start to the right of the form's column.
          const form = await page.locator('form').first().boundingBox();
          const quotes = await aside.boundingBox();
          expect(quotes!.x).toBeGreaterThan(form!.x + form!.width - 1);
        }
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('a project page is a case study: facts, the result with its figure and the client’s quote, screens, neighbours', async ({ page, baseURL }) => {
        const own = sampleProjects[locale].find((item) => item.id === project.id)!;
        await page.goto(urlFor(baseURL!, locale, `/verkefni/${project.id}`));
        await settle(page);
        const facts = page.getByTestId('project-facts');
        await expect(facts.getByRole('heading', { name: text.project.factsTitle })).toBeVisible();
        const value = (label: string) => facts.locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
        await expect(value(text.project.facts.client)).toHaveText('Fjallalind');
        await expect(value(text.project.facts.year)).toHaveText(own.published_at.slice(0, 4));
        await expect(value(text.project.facts.country)).toHaveText(locale === 'is' ? 'Ísland' : 'Iceland');
        await expect(value(text.project.facts.services)).toHaveText(own.category);
        await expect(value(text.project.facts.platform)).toHaveText(own.platform);
        // The sample clients have no real public host: no live-site row, rather than a reserved `.example` address.
        await expect(facts.locator('dt', { hasText: text.project.facts.live })).toHaveCount(0);
        await expectNoReservedHost(page);
        // Its own deliverables, not the generic list every project once shared.
        await expect(page.getByTestId('project-deliverables').getByRole('listitem')).toHaveText(own.deliverables);

        // The figure with the facts in the hero, the quote in the story (review 35g: each once on the page).
        await expect(facts).toContainText(own.results[0]!.value);
        const callout = page.getByTestId('result-callout');
        await expect(callout.locator('blockquote')).toHaveText(quoteOf(locale, project.id));
        await expect(callout.locator('figcaption')).toContainText(sampleTestimonials.find((item) => item.project_id === project.id)!.person_name!);

        await expect(page.getByText(text.project.screenDesktop, { exact: true })).toBeVisible();
        await expect(page.getByText(text.project.screenPhone, { exact: true })).toBeVisible();

        const neighbours = page.getByRole('navigation', { name: text.project.neighbours });
        // The newest project's previous is the oldest (the list wraps round, review 35h); its next is the second.
        await expect(neighbours.getByRole('link')).toHaveCount(2);
        await expect(neighbours.getByRole('link').first()).toContainText(sampleProjects[locale].at(-1)!.title);
        await expect(neighbours.getByRole('link').last()).toContainText(sampleProjects[locale][1]!.title);

        if (size.name === 'desktop') {
          // The facts stand to the right of the title at 1440 px (review 35g: in the hero); the quote between the
          // solution and the result, across the story's column (review 36: a pull quote, no longer a side column).
          const title = await page.getByRole('heading', { level: 1 }).boundingBox();
          const column = await facts.boundingBox();
          expect(column!.x).toBeGreaterThan(title!.x + title!.width);
          const solution = (await page.getByRole('heading', { name: text.project.solutionTitle, exact: true }).boundingBox())!;
          const result = (await page.getByRole('heading', { name: text.project.resultTitle, exact: true }).boundingBox())!;
          const quote = (await callout.boundingBox())!;
          expect(quote.y).toBeGreaterThan(solution.y);
          expect(quote.y + quote.height).toBeLessThan(result.y);
          expect(quote.x).toBeLessThanOrEqual(solution.x + 1);
        }
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('an article has a reading column, related articles and the quote call to action', async ({ page, baseURL }) => {
        const article = sampleNews[locale][0]!;
        await page.goto(urlFor(baseURL!, locale, `/frettir/${article.slug}`));
        await settle(page);
        // Review 36: after the article (not beside it), the other articles, then the site's call-to-action band.
        const related = page.getByRole('region', { name: text.news.related });
        await expect(related.getByRole('listitem')).toHaveCount(3);
        await expect(related.getByRole('link', { name: sampleNews[locale][1]!.title })).toHaveAttribute('href', `/frettir/${sampleNews[locale][1]!.slug}`);
        const band = page.getByRole('region', { name: text.news.ctaTitle, exact: true });
        await expect(band.getByRole('link', { name: text.project.ctaButton })).toHaveAttribute('href', '/fa-tilbod');
        // The related links read as links without colour: underlined.
        const decoration = await related.getByRole('listitem').first().getByRole('link').evaluate((link) => getComputedStyle(link).textDecorationLine);
        expect(decoration).toBe('underline');
        // Without a picture a typographic cover (review 35g): its category's name, on its motif.
        const bare = sampleNews[locale].find((item) => item.image_url === null)!;
        await page.goto(urlFor(baseURL!, locale, `/frettir/${bare.slug}`));
        await settle(page);
        // The article's own cover: the first in the page ("More articles" has its own small covers at the end).
        const cover = page.getByRole('main').locator('[data-placeholder]').first();
        await expect(cover).toHaveAttribute('data-motif', /^(flow|columns|rings)$/);
        await expect(cover).toContainText(text.news.categories[newsCategories[bare.slug as keyof typeof newsCategories]]);
        // Not the headline again (review 37: the cover repeated the h1 word for word; the list's cards keep it).
        await expect(cover).not.toContainText(bare.title);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('the portfolio shows every project as a screen of its site, never a tile, and no reserved address', async ({ page, baseURL }) => {
        await page.goto(urlFor(baseURL!, locale, '/verkefni'));
        await settle(page);
        const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading') });
        await expect(cards).toHaveCount(sampleProjects[locale].length);
        const pictures = page.getByRole('main').locator('li img');
        await expect(pictures).toHaveCount(sampleProjects[locale].length);
        for (const picture of await pictures.all()) {
          await picture.scrollIntoViewIfNeeded();
          await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
          expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(screenFile);
        }
        await expect(page.getByRole('main').locator('[data-placeholder]')).toHaveCount(0);
        await expectNoReservedHost(page);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('a solution page shows its own projects only, as screens (the WordPress Express page: Lindarbakarí)', async ({ page, baseURL }) => {
        const path = '/lausnir/wordpress-express';
        const own = sampleProjects[locale].filter((item) => projectPages[item.id as keyof typeof projectPages].includes(path));
        await page.goto(urlFor(baseURL!, locale, path));
        await settle(page);
        const links = page.getByRole('main').locator('a[href^="/verkefni/"]');
        expect(new Set(await links.evaluateAll((list) => list.map((link) => link.getAttribute('href'))))).toEqual(new Set(own.map((item) => `/verkefni/${item.id}`)));
        // The page's best project stands in the hero's proof side, the others in the grid below (issue 35, round 5).
        const picture = page.getByRole('main').locator('[data-testid="hero-aside"] img, li img').first();
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(screenFile);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    });
  }

  test(`${locale}: every project lists its own deliverables, and no two projects share a list`, async ({ page, baseURL }) => {
    // Eight pages in one test: more time than one page's default.
    test.setTimeout(120_000);
    const seen = new Map<string, string>();
    for (const own of sampleProjects[locale]) {
      await page.goto(urlFor(baseURL!, locale, `/verkefni/${own.id}`));
      const items = page.getByTestId('project-deliverables').getByRole('listitem');
      await expect(items).toHaveText(own.deliverables);
      const list = (await items.allInnerTexts()).join('|');
      expect(seen.get(list), `${own.id} repeats another project's list`).toBeUndefined();
      seen.set(list, own.id);
      for (const generic of text.project.features) expect(list).not.toContain(generic);
      await expectNoReservedHost(page);
    }
  });
}

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } });
  const bare = sampleNews.en.find((item) => item.image_url === null)!;
  for (const path of ['/', '/fa-tilbod', `/verkefni/${project.id}`, `/frettir/${sampleNews.en[0]!.slug}`, `/frettir/${bare.slug}`, '/lausnir/netverslun', '/lausnir/wordpress-express', '/verkefni', '/frettir']) {
    test(`${path} passes axe in dark mode`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, 'en', path));
      await settle(page);
      await expectNoAxeViolations(page);
    });
  }
});

test('another project’s page names its own client and quote, and links both ways', async ({ page, baseURL }) => {
  const middle = sampleProjects.en.findIndex((item) => item.id === 'casa-brisa-gervigreind');
  await page.goto(urlFor(baseURL!, 'en', '/verkefni/casa-brisa-gervigreind'));
  await settle(page);
  await expect(page.getByTestId('result-callout').locator('blockquote')).toHaveText(quoteOf('en', 'casa-brisa-gervigreind'));
  await expect(page.getByTestId('project-facts')).toContainText('Spain');
  const neighbours = page.getByRole('navigation', { name: strings.en.common.portfolio.project.neighbours });
  await expect(neighbours.getByRole('link')).toHaveText([
    `${strings.en.common.portfolio.project.previous} ${sampleProjects.en[middle - 1]!.title}`,
    `${strings.en.common.portfolio.project.next} ${sampleProjects.en[middle + 1]!.title}`,
  ]);
  await neighbours.getByRole('link').last().click();
  await expect(page).toHaveURL(new RegExp(`/verkefni/${sampleProjects.en[middle + 1]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampleProjects.en[middle + 1]!.title);
});

// Data sections are in the prerendered HTML with their data, so nothing moves when the page hydrates: the element
// after a service page's related work stands where it stood before the app ran (the app's module is held back
// until the first measurement; before issue 35 the section arrived after hydration and pushed it ~2,000 px down).
const relatedPath = '/lausnir/netverslun';

/** Holds the app's module back until `release`, and the brand faces for good (see below); returns the release. */
async function holdTheApp(page: Page, consoleLog: ConsoleLog): Promise<() => void> {
  // The faces' requests are refused on purpose: the browser logs each.
  consoleLog.expected.push(/Failed to load resource: net::ERR_FAILED/);
  // The brand faces arrive after hydration (head/fonts.ts) and would reflow the text whatever the data did: both
  // measurements are taken with the metric-matched fallbacks, so only hydration is between them.
  await page.route(/\.woff2$/, (route) => route.abort());
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The page as served has settled: the site's whole style sheet, which the entry adds after the first paint without
 * the app, is applied, and `read` gives the same twice half a second apart (the header above the page settles about
 * 12 px in its first second whether the app runs or not; that is not what these tests measure).
 */
async function settledBeforeTheApp<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.waitForFunction(() => Boolean(document.querySelector<HTMLLinkElement>('link[data-site-styles]')?.sheet));
  let last = await read();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(500);
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** The top of an element in page coordinates, and whether React owns it yet; null when it is not there. */
function topOf(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return null;
    const hydrated = Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    return { top: Math.round(element.getBoundingClientRect().top + window.scrollY), hydrated };
  }, selector);
}

for (const size of sizes) {
  test.describe(`data sections are prerendered, ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const locale of ['is', 'en'] as const) {
      test(`${locale}${relatedPath}: the related work is in the HTML and what follows it does not move when the page hydrates`, async ({ page, baseURL, consoleLog }) => {
        const related = sampleProjects[locale].filter((item) => projectPages[item.id as keyof typeof projectPages]?.includes(relatedPath));
        expect(related.length).toBeGreaterThan(0);
        const release = await holdTheApp(page, consoleLog);
        await page.goto(urlFor(baseURL!, locale, relatedPath), { waitUntil: 'domcontentloaded' });
        const title = strings[locale].common.labels.related.title;
        /** The top of the element after the related section, in page coordinates, and whether React owns the section yet. */
        const measure = () =>
          page.evaluate((heading) => {
            const section = [...document.querySelectorAll('main h2')].find((element) => element.textContent === heading)?.closest('section');
            const next = section?.nextElementSibling;
            if (!section || !next) return null;
            const hydrated = Object.keys(section.querySelector('a')!).some((key) => key.startsWith('__reactFiber$'));
            return { next: Math.round(next.getBoundingClientRect().top + window.scrollY), cards: section.querySelectorAll('h3').length, hydrated };
          }, title);
        const before = await settledBeforeTheApp(page, measure);
        // In the HTML as served, with its cards, before any of the app has run.
        // One of the page's projects is its hero's proof; the section shows the others.
        expect(before).toEqual({ next: expect.any(Number), cards: Math.min(related.length - 1, 3), hydrated: false });
        release();
        await settle(page);
        await expect.poll(async () => (await measure())?.hydrated, { timeout: 10_000 }).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'failed');
        const after = await measure();
        expect(after!.cards).toBe(before!.cards);
        expect(after!.next).toBe(before!.next);
      });

      test(`${locale} project page: the quote, facts and neighbours are in the HTML, and its closing call to action does not move when the page hydrates`, async ({ page, baseURL, consoleLog }) => {
        const release = await holdTheApp(page, consoleLog);
        await page.goto(urlFor(baseURL!, locale, '/verkefni/nordurfell-bokunarkerfi'), { waitUntil: 'domcontentloaded' });
        await expect(page.getByTestId('result-callout').locator('figcaption')).toContainText('Gunnar Þór Sigurðsson');
        await expect(page.getByTestId('project-neighbours').getByRole('link')).toHaveCount(2);
        const before = await settledBeforeTheApp(page, () => topOf(page, '[data-testid="project-cta"]'));
        expect(before).toEqual({ top: expect.any(Number), hydrated: false });
        release();
        await settle(page);
        await expect.poll(async () => (await topOf(page, '[data-testid="project-cta"]'))?.hydrated, { timeout: 10_000 }).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'failed');
        expect((await topOf(page, '[data-testid="project-cta"]'))!.top).toBe(before!.top);
      });
    }
  });
}
