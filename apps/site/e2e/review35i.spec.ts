import { sampleNews } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

// Review 35i: an article's run-in labels (paragraphs that start with a label in bold, `**Images:** …`, one after
// another) are a real list, each item its label in bold; they were paragraphs with the label's marks in the text.

const slug = 'hradi-vefsins-skiptir-mali';

/** The sample article's run-in items as written: each paragraph that starts with a bold label, split into the two. */
function runInsOf(content: string): { label: string; text: string }[] {
  return content.split('\n\n').flatMap((paragraph) => {
    const runIn = /^\*\*(.+?)\*\* (.+)$/s.exec(paragraph);
    return runIn ? [{ label: runIn[1]!, text: runIn[2]! }] : [];
  });
}

for (const locale of ['is', 'en'] as const) {
  test(`${locale}: the article on speed lists its run-in items as a list, each label in bold before its text`, async ({ page, baseURL }) => {
    const item = sampleNews[locale].find((entry) => entry.slug === slug)!;
    const runIns = runInsOf(item.content);
    expect(runIns.length, 'the sample article has run-in items').toBeGreaterThanOrEqual(2);
    await page.goto(urlFor(baseURL!, locale, `/frettir/${slug}`));
    await settle(page);
    const body = page.getByTestId('article-body');
    // One list, in the body's own flow, with an item per run-in paragraph and none of them left a paragraph.
    const list = body.locator(':scope > ul');
    await expect(list).toHaveCount(1);
    await expect(list.getByRole('listitem')).toHaveCount(runIns.length);
    for (const [index, runIn] of runIns.entries()) {
      const listItem = list.getByRole('listitem').nth(index);
      await expect(listItem.locator(':scope > strong:first-child')).toHaveText(runIn.label);
      await expect(listItem).toHaveText(`${runIn.label} ${runIn.text}`);
      await expect(body.locator(':scope > p', { hasText: runIn.text })).toHaveCount(0);
    }
    // It looks like a list and its labels like labels: bullets, and the label bolder than the item's text.
    expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).not.toBe('none');
    const weights = await list
      .getByRole('listitem')
      .first()
      .evaluate((element) => [getComputedStyle(element.querySelector('strong')!).fontWeight, getComputedStyle(element).fontWeight].map(Number));
    expect(weights[0]).toBeGreaterThan(weights[1]!);
    // No mark of the content's markup is left in the text.
    expect(await body.innerText()).not.toMatch(/\*\*/);
    await expectNoAxeViolations(page);
  });
}
