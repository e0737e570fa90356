import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { builtSiteRequirement, describeWith } from '../require';
import { builtPages, distDir } from './built-site';

/** The `<main>` of a prerendered page. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describeWith(builtSiteRequirement(distDir), 'the picture of every prerendered news article', () => {
  it('every news article shows its picture or, without one, the designed stand-in (no blank space)', () => {
    const articles = builtPages().filter((page) => /^\/frettir\/[^/]+$/.test(page.path));
    expect(articles.length).toBeGreaterThan(0);
    const bare = articles.filter(({ file }) => {
      const main = mainOf(readFileSync(file, 'utf8'));
      return !/<img\b/.test(main) && !main.includes('data-placeholder=""');
    });
    expect(bare.map(({ locale, path }) => `${locale}${path}`)).toEqual([]);
  });
});
