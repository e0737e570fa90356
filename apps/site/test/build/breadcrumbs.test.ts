import { strings } from '@hraun/content';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { builtSiteRequirement, describeWith } from '../require';
import { builtPages, distDir } from './built-site';

/** The `<main>` of a prerendered page and what comes before it. */
function split(html: string): { before: string; main: string } {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  return { before: html.slice(0, start), main: html.slice(start, end) };
}

/** Where the page's hero opens and where its heading starts: the section its `h1` labels; null without one. */
function heroOf(main: string): { start: number; heading: number } | null {
  const id = /<h1 id="([^"]+)"/.exec(main);
  if (!id) return null;
  const start = main.indexOf(`aria-labelledby="${id[1]}"`);
  if (start < 0) return null;
  return { start: main.lastIndexOf('<section', start), heading: id.index };
}

describeWith(builtSiteRequirement(distDir), 'breadcrumbs on every prerendered page', () => {
  const pages = builtPages().map((page) => ({ ...page, html: readFileSync(page.file, 'utf8') }));

  it('every page but home and the not-found page has one trail, inside its hero when it opens with one', () => {
    const wrong: string[] = [];
    for (const { locale, path, html } of pages) {
      const trail = `<nav class="[^"]*" aria-label="${strings[locale].site.breadcrumbLabel}"`;
      const count = html.match(new RegExp(trail, 'g'))?.length ?? 0;
      const expected = path === '/' || path === '404.html' ? 0 : 1;
      if (count !== expected) {
        wrong.push(`${locale}${path}: ${count} trails, not ${expected}`);
        continue;
      }
      if (expected === 0) continue;
      const { before, main } = split(html);
      const hero = heroOf(main);
      const at = main.search(new RegExp(trail));
      if (hero === null) {
        // A page without a hero gets its trail from the layout, above <main>.
        if (at >= 0 || !new RegExp(trail).test(before)) wrong.push(`${locale}${path}: no hero, and the trail is not above <main>`);
      } else if (at < hero.start || at > hero.heading || main.slice(hero.start, at).includes('</section>')) {
        wrong.push(`${locale}${path}: the trail is not at the top of the hero`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
