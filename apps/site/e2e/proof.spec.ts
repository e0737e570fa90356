import { sampleClients, sampleNews, sampleProjects, sampleTestimonials, strings, type Locale } from '@hraun/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

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

/** The page's width fits the viewport: nothing added here may make it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ['is', 'en'] as const) {
  const text = strings[locale].common.portfolio;
  const first = sampleTestimonials[0]!;
  const firstClient = sampleClients.find((client) => client.id === first.client_id)!;

  for (const size of sizes) {
    test.describe(`${locale}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('home shows the clients’ quotes, attributed by role, with the client’s logo', async ({ page, baseURL }) => {
        await page.goto(urlFor(baseURL!, locale, '/'));
        await settle(page);
        const section = page.getByTestId('client-quotes');
        await expect(section.getByRole('heading', { name: text.proof.title })).toBeVisible();
        const figures = section.locator('figure');
        await expect(figures).toHaveCount(2);
        await expect(figures.first().locator('blockquote')).toHaveText(first.quote[locale]);
        await expect(figures.first().locator('figcaption')).toContainText(first.role[locale]);
        await expect(figures.first().locator('figcaption')).toContainText(firstClient.name);
        const logo = figures.first().locator('figcaption img');
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toHaveAttribute('src', firstClient.logo!);
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('the quote form has clients’ quotes beside it', async ({ page, baseURL }) => {
        await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
        await settle(page);
        const aside = page.getByTestId('aside-quotes');
        await expect(aside.getByRole('heading', { name: text.proof.aside })).toBeVisible();
        await expect(aside.locator('figure')).toHaveCount(2);
        await expect(aside.locator('blockquote').first()).toHaveText(first.quote[locale]);
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
        await expect(value(text.project.facts.live).getByRole('link')).toHaveAttribute('href', new URL(own.link!).href);

        const callout = page.getByTestId('result-callout');
        await expect(callout).toContainText(own.results[0]!.value);
        await expect(callout.locator('blockquote')).toHaveText(quoteOf(locale, project.id));

        await expect(page.getByText(text.project.screenDesktop, { exact: true })).toBeVisible();
        await expect(page.getByText(text.project.screenPhone, { exact: true })).toBeVisible();

        const neighbours = page.getByRole('navigation', { name: text.project.neighbours });
        // The newest project has no previous one; its next is the second in the list.
        await expect(neighbours.getByRole('link')).toHaveCount(1);
        await expect(neighbours.getByRole('link')).toContainText(sampleProjects[locale][1]!.title);

        if (size.name === 'desktop') {
          // The facts stand to the right of the story at 1440 px.
          const story = await page.getByRole('heading', { name: text.project.challengeTitle }).boundingBox();
          const column = await facts.boundingBox();
          expect(column!.x).toBeGreaterThan(story!.x + story!.width);
        }
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      test('an article has a reading column, related articles and the quote call to action', async ({ page, baseURL }) => {
        const article = sampleNews[locale][0]!;
        await page.goto(urlFor(baseURL!, locale, `/frettir/${article.slug}`));
        await settle(page);
        const aside = page.getByTestId('article-aside');
        await expect(aside.getByRole('heading', { name: text.news.related })).toBeVisible();
        await expect(aside.getByRole('listitem')).toHaveCount(3);
        await expect(aside.getByRole('link', { name: sampleNews[locale][1]!.title })).toHaveAttribute('href', `/frettir/${sampleNews[locale][1]!.slug}`);
        await expect(aside.getByRole('link', { name: text.project.ctaButton })).toHaveAttribute('href', '/fa-tilbod');
        // The related links read as links without colour: underlined.
        const decoration = await aside.getByRole('listitem').first().getByRole('link').evaluate((link) => getComputedStyle(link).textDecorationLine);
        expect(decoration).toBe('underline');
        if (size.name === 'desktop') {
          const body = await page.locator('p', { hasText: text.news.published }).boundingBox();
          const column = await aside.boundingBox();
          expect(column!.x).toBeGreaterThan(body!.x + body!.width);
        }
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    });
  }
}

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } });
  for (const path of ['/', '/fa-tilbod', `/verkefni/${project.id}`, `/frettir/${sampleNews.en[0]!.slug}`]) {
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
    `${strings.en.common.portfolio.project.previous}${sampleProjects.en[middle - 1]!.title}`,
    `${strings.en.common.portfolio.project.next}${sampleProjects.en[middle + 1]!.title}`,
  ]);
  await neighbours.getByRole('link').last().click();
  await expect(page).toHaveURL(new RegExp(`/verkefni/${sampleProjects.en[middle + 1]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampleProjects.en[middle + 1]!.title);
});
