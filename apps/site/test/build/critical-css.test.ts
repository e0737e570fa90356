import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCssOf, lateSheetOf, withInlinedSheet, withoutDefaultRootTheme } from '../../scripts/critical-css';
import { builtPages, distDir } from './built-site';

const page = (body: string) => `<!doctype html><html><head><style data-href="/assets/style-x.css">ALL</style></head><body>${body}</body></html>`;

describe('critical CSS of a prerendered page', () => {
  it('keeps a rule only when its selector matches the markup, pseudo-classes left out', async () => {
    const css = '.card .title{color:blue}.card:hover>.title{color:red}.card .badge{color:green}html,body{margin:0}';
    const critical = await criticalCssOf(css)(page('<div class="card"><h2 class="title">A</h2></div>'));
    expect(critical).toContain('.card .title{color:blue}');
    expect(critical).toContain('.card:hover>.title{color:red}');
    expect(critical).not.toContain('.badge');
    expect(critical).toMatch(/html,body\{margin:0\}/);
  });

  it('keeps selectors made of pseudo-classes alone: base styles of elements and the dark theme', async () => {
    const css = ':where(h1,h2){line-height:1.1}:where(*){min-width:0}:root:not([data-color-scheme=light]){color:white}.x{color:red}';
    const critical = await criticalCssOf(css)(page('<h1>A</h1>'));
    expect(critical).toContain(':where(h1,h2){line-height:1.1}');
    expect(critical).toContain(':where(*){min-width:0}');
    expect(critical).toContain(':root:not([data-color-scheme=light]){color:white}');
    expect(critical).not.toContain('.x');
  });

  it('keeps of a selector list only what matches, and a negation needs nothing it names', async () => {
    const critical = await criticalCssOf('.card,.dialog{margin:0}.card:not(.open){padding:0}.menu:not(.open){padding:1px}')(page('<div class="card"></div>'));
    expect(critical).toContain('.card{margin:0}');
    expect(critical).toContain('.card:not(.open){padding:0}');
    expect(critical).not.toContain('.dialog');
    expect(critical).not.toContain('.menu');
  });

  it('drops emptied media blocks, keeps layers, every font face and every keyframes rule', async () => {
    const css =
      '@layer base{.unused{color:red}}' +
      '.card{color:blue;animation:spin 1s}.dialog{animation:fade 1s}' +
      '@media (min-width:48rem){.dialog{padding:0}}' +
      '@media (min-width:64rem){.card{padding:1rem}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
      '@font-face{font-family:f;src:local(Arial)}';
    const critical = await criticalCssOf(css)(page('<div class="card"></div>'));
    expect(critical).toContain('@layer base');
    expect(critical).not.toContain('.unused');
    expect(critical).not.toContain('48rem');
    expect(critical).toContain('@media (min-width:64rem){.card{padding:1rem}}');
    expect(critical).toContain('@keyframes spin');
    expect(critical).toContain('@keyframes fade');
    expect(critical).toContain('@font-face{font-family:f;src:local(Arial)}');
  });

  it('writes the page with its own part of the sheet under the whole sheet\'s name, and leaves "$&" in the text', () => {
    const html = page('<p class="card">Price $& more</p>');
    const out = withInlinedSheet(html, '/assets/site-1.css', '.card{color:blue}');
    expect(out).toContain('<style data-href="/assets/site-1.css">.card{color:blue}</style>');
    expect(out).toContain('Price $& more');
  });

  it('gives the sheet added after the first paint only what some page has not inlined', async () => {
    const css =
      '@font-face{font-family:f;src:local(Arial)}' +
      '@layer base{:root{--a:1}.card{color:blue}}' +
      '.card,.menu{margin:0}.dialog{color:green}' +
      '@media (min-width:48rem){.card{padding:0}.dialog{padding:1rem}}';
    const home = page('<div class="card menu"></div>');
    const form = page('<div class="card dialog"></div>');
    const criticalOf = criticalCssOf(css);
    const critical = [await criticalOf(home), await criticalOf(form)];
    // Every page has the face, :root and .card, so of `.card,.menu` only `.menu` is left.
    expect(lateSheetOf(css, critical)).toBe('@layer base{}.menu{margin:0}.dialog{color:green}@media (min-width:48rem){.dialog{padding:1rem}}');
    // Any page plus the late sheet has every rule of the sheet.
    for (const inlined of critical) {
      const both = inlined + lateSheetOf(css, critical);
      for (const rule of ['.dialog{color:green}', '.card{padding:0}', '.dialog{padding:1rem}', '--a:1', '@font-face']) expect(both).toContain(rule);
      expect(both).toMatch(/\.card[,{][^}]*margin:0/);
      expect(both).toMatch(/[,}]\.menu\{margin:0/);
    }
  });
});

describe('critical CSS in the build', () => {
  it('gives every page, with the sheet it adds after the first paint, every rule of the site sheet', () => {
    const assets = join(distDir, 'client/assets');
    // Vite's marker comment is no rule.
    // The build leaves out the kit's default theme on :root (every page's root wears the site theme, scripts/page-assets.ts).
    const whole = withoutDefaultRootTheme(readFileSync(join(assets, readdirSync(assets).find((name) => /^style-.*\.css$/.test(name))!), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim());
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(100);
    // Pages of one kind inline the same CSS: each distinct pair of inlined CSS and late sheet is checked once.
    const pairs = new Map<string, { href: string; inlined: string; page: string }>();
    for (const { locale, path, file } of pages) {
      const [, href, inlined] = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/.exec(readFileSync(file, 'utf8')) ?? [];
      pairs.set(`${href}\n${inlined}`, { href: href!, inlined: inlined!, page: `${locale}${path}` });
    }
    const missing: string[] = [];
    for (const { href, inlined, page } of pairs.values()) {
      const late = readFileSync(join(distDir, 'client', href), 'utf8');
      // What the page has not inlined, less what the late sheet has: nothing but emptied layer blocks.
      const lacking = lateSheetOf(lateSheetOf(whole, [inlined]), [late]).replace(/@layer [\w.]+\{\}/g, '');
      if (lacking) missing.push(`${page}: ${lacking.slice(0, 200)}`);
    }
    expect(missing).toEqual([]);
  });
});
