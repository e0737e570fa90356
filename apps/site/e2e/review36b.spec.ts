import { sampleProjects, strings } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Issue 35, round 7 design review, item 2 ("finish the case-study template"): the project page's hero action, its
// client quote, its list of what the project included and its facts' baselines, in every language at 1440 and 390 px.

const locales = ['is', 'en', 'es', 'da'] as const;
const fjallalind = 'fjallalind-vefverslun';

for (const locale of locales) {
  test(`${locale}: the case study's quote button, pull quote, ticked list and facts' baselines at 1440 and 390 px`, async ({ page, baseURL }) => {
    const text = strings[locale].common.portfolio.project;
    const project = sampleProjects[locale].find((item) => item.id === fjallalind)!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(urlFor(baseURL!, locale, `/verkefni/${fjallalind}`));
    await settle(page);
    const main = page.getByRole('main');

    // 1. The hero's main action asks for a quote; Share is there, text only, after it.
    const quoteLink = main.getByRole('link', { name: text.quote, exact: true });
    await expect(quoteLink).toHaveAttribute('href', '/fa-tilbod');
    const share = main.getByRole('button', { name: strings[locale].common.portfolio.share.label, exact: true });
    const looks = async (locator: typeof share) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return { fill: style.backgroundColor, edge: style.borderTopColor };
      });
    const [quoteLook, shareLook] = [await looks(quoteLink), await looks(share)];
    expect(quoteLook.fill).not.toBe('rgba(0, 0, 0, 0)');
    expect(shareLook).toEqual({ fill: 'rgba(0, 0, 0, 0)', edge: 'rgba(0, 0, 0, 0)' });
    const [quoteBox, shareBox, picture] = [await quoteLink.boundingBox(), await share.boundingBox(), await main.locator('picture').first().boundingBox()];
    // In the hero, above its picture, and first: the share after it on the same row.
    expect(quoteBox!.y + quoteBox!.height).toBeLessThan(picture!.y);
    expect(shareBox!.x).toBeGreaterThan(quoteBox!.x + quoteBox!.width);

    // 2. The client's quote between the solution and the result, across the content column, its words at the
    // pull-quote's measure (review 37), a few lines long.
    const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    const [solution, result] = [(await heading(text.solutionTitle).boundingBox())!, (await heading(text.resultTitle).boundingBox())!];
    const callout = page.getByTestId('result-callout');
    const quote = (await callout.boundingBox())!;
    expect(quote.y).toBeGreaterThan(solution.y);
    expect(quote.y + quote.height).toBeLessThan(result.y);
    expect(Math.abs(quote.x - picture!.x)).toBeLessThan(1);
    expect(Math.abs(quote.width - picture!.width)).toBeLessThan(1);
    const words = await callout.locator('blockquote p').evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: element.getBoundingClientRect().width, lines: Math.round(parseFloat(style.height) / parseFloat(style.lineHeight)) };
    });
    // Review 37: a pull-quote at its own measure (about 880 px), wider than the story's reading column.
    expect(words.width).toBeLessThanOrEqual(880 + 1);
    expect(words.lines).toBeLessThanOrEqual(5);

    // 3. What the project included: its own lines, each with a tick and no bullet, in two columns.
    const list = page.getByTestId('project-deliverables');
    const items = list.getByRole('listitem');
    await expect(items).toHaveText([...project.deliverables]);
    await expect(items.locator('svg')).toHaveCount(project.deliverables.length);
    expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
    const columns = async () => new Set(await items.evaluateAll((all) => all.map((item) => Math.round(item.getBoundingClientRect().x)))).size;
    expect(await columns()).toBe(2);

    // 4. The facts' values on one baseline: the client's name (after its logo) level with the year beside it.
    const bottoms = await page.getByTestId('project-facts').evaluate((facts, labels) => {
      const textBottom = (label: string) => {
        const dt = [...facts.querySelectorAll('dt')].find((element) => element.textContent === label)!;
        const walker = document.createTreeWalker(dt.nextElementSibling!, NodeFilter.SHOW_TEXT);
        let node = walker.nextNode();
        while (node && !node.textContent?.trim()) node = walker.nextNode();
        const range = document.createRange();
        range.selectNodeContents(node!);
        return range.getBoundingClientRect().bottom;
      };
      return labels.map(textBottom);
    }, [text.facts.client, text.facts.year]);
    expect(Math.abs(bottoms[0]! - bottoms[1]!)).toBeLessThan(0.5);

    if (locale === 'en') await expectNoAxeViolations(page);

    // On a phone: the list in one column, the hero's two actions within the screen's width, nothing wider.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(columns).toBe(1);
    for (const action of [quoteLink, share]) {
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
