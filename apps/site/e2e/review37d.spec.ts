import { projectPages, sampleClients, sampleTestimonials, type Locale } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, switchToDark, test, textOf, themeColour, urlFor } from './fixtures';

// Issue 35, round 8 (docs/screenshots/issue35/round8/REVIEW.md, fix 6): the pages that sell carry proof. Pricing and
// the WordPress Express page show one client quote, the Express client's, between their last plan grid and their
// closing band, in the kit's quote as home shows it.

/** The sample quote about the Express work: its project is work of the Express page (the content's relation). */
const expressQuotes = sampleTestimonials.filter((item) => item.project_id !== null && projectPages[item.project_id].includes('/lausnir/wordpress-express'));

const pages = [
  { path: '/verdskra', lastGrid: 'services:verdskra.express.title', band: 'services:verdskra.cta.title' },
  { path: '/lausnir/wordpress-express', lastGrid: 'solutions:wordpressExpress.packages.title', band: 'solutions:wordpressExpress.cta.title' },
] as const;

test('the sample data has one quote about the Express work', () => {
  expect(expressQuotes).toHaveLength(1);
});

for (const locale of ['is', 'en'] as const satisfies readonly Locale[]) {
  for (const { path, lastGrid, band } of pages) {
    test(`${locale} ${path}: one client quote after the last plan grid, before the closing band; axe clean light and dark`, async ({ page, baseURL }) => {
      const expected = expressQuotes[0]!;
      const client = sampleClients.find((item) => item.id === expected.client_id)!;
      await page.goto(urlFor(baseURL!, locale, path));
      await settle(page);

      const section = page.getByTestId('page-quote');
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(textOf(locale, 'portfolio.proof.title'));
      const quotes = section.locator('figure blockquote');
      await expect(quotes).toHaveCount(1);
      await expect(quotes).toHaveText(expected.quote[locale]);
      const caption = section.locator('figure figcaption');
      await expect(caption).toContainText(client.name);
      await expect(caption).toContainText(expected.person_name!);
      await expect(caption).toContainText(expected.role[locale]);

      // The same words once on the page.
      const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(main.split(expected.quote[locale].replace(/\s+/g, ' ')).length - 1).toBe(1);

      // Placed after the last plan grid and before the closing band, which ends the page's content.
      const order = await page.evaluate(
        ({ gridTitle, bandTitle }) => {
          const sectionOf = (title: string) =>
            [...document.querySelectorAll('main section')].find((element) => element.querySelector('h2')?.textContent?.trim() === title) ?? null;
          const grid = sectionOf(gridTitle);
          const closing = sectionOf(bandTitle);
          const quote = document.querySelector('[data-testid="page-quote"]');
          const sections = [...document.querySelectorAll('main section')].filter((element) => !element.parentElement?.closest('main section'));
          const after = (a: Element | null, b: Element | null) => Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          const gridsAfterQuote = [...document.querySelectorAll('main section ul li h3')].filter((heading) => after(quote, heading)).length;
          return {
            found: Boolean(grid && closing && quote),
            quoteAfterGrid: after(grid, quote),
            bandAfterQuote: after(quote, closing),
            bandIsLast: sections.at(-1) === closing,
            // No package card (a card's heading in a list) comes between the quote and the band.
            cardsAfterQuote: gridsAfterQuote,
          };
        },
        { gridTitle: textOf(locale, lastGrid), bandTitle: textOf(locale, band) },
      );
      expect(order).toEqual({ found: true, quoteAfterGrid: true, bandAfterQuote: true, bandIsLast: true, cardsAfterQuote: 0 });

      await expectNoAxeViolations(page);
      await switchToDark(page);
      await expectNoAxeViolations(page, { rules: 'colours' });
    });
  }
}

// Round 9 (docs/screenshots/issue35/round9/REVIEW.md, fix 4): the website page's quote is about a website. Its hero
// features Brimnes; its other work was Casa Brisa, quoted about its chatbot, and is now the Express bakery's site.
for (const locale of ['is', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale} /thjonusta/vefsidugerd: the client quote is about a website, not a chatbot`, async ({ page, baseURL }) => {
    const website = sampleTestimonials.find((item) => item.id === 'lindarbakari-eigandi')!;
    const chatbot = sampleTestimonials.find((item) => item.id === 'casa-brisa-directora')!;
    await page.goto(urlFor(baseURL!, locale, '/thjonusta/vefsidugerd'));
    await settle(page);
    const quote = page.getByTestId('page-quote').locator('figure blockquote');
    await expect(quote).toHaveText(website.quote[locale]);
    await expect(page.locator('main')).not.toContainText(chatbot.quote[locale]);
  });
}

// Round 9, fix 4: the quotes beside the quote form open with the featured quote's accent mark, two thirds of its size,
// where they had a small mark in the primary colour (about 12 px of ink).
for (const width of [1440, 390]) {
  test(`quote form at ${width} px: the cards' quote marks are the accent colour's, about 32 px of ink`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(baseURL!, 'en', '/fa-tilbod'));
    await settle(page);
    const quotes = page.getByTestId('aside-quotes').locator('blockquote');
    await expect(quotes.first()).toBeVisible();
    const accent = await themeColour(page, '--hraun-color-accent');
    const marks = await quotes.evaluateAll((elements, accent) => {
      return elements.map((element) => {
        const mark = getComputedStyle(element, '::before');
        return { content: mark.content, accent: mark.color === accent, size: parseFloat(mark.fontSize), face: mark.fontFamily === getComputedStyle(document.querySelector('h1')!).fontFamily };
      });
    }, accent);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark.content).toBe('"“"');
      expect(mark.accent).toBe(true);
      // Drawn in the heading face, as the featured quote's mark is.
      expect(mark.face).toBe(true);
      // The ink is about a third of the em: 96 px draws about 32 px.
      expect(mark.size).toBeGreaterThanOrEqual(90);
    }
  });
}
