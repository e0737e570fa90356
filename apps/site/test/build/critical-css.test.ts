import { describe, expect, it } from 'vitest';
import { classesIn, criticalCssOf, inlineCriticalCss, selectorCanMatch, lateSheetOf } from '../../scripts/critical-css';

const page = (body: string) => `<!doctype html><html><head><style data-href="/assets/style-x.css">ALL</style></head><body>${body}</body></html>`;

describe('critical CSS of a prerendered page', () => {
  it('reads every class of the markup', () => {
    expect([...classesIn('<div class="a  b"><p class="c"></p><i class=""></i></div>')]).toEqual(['a', 'b', 'c']);
  });

  it('keeps a selector only when every class it needs is on the page', () => {
    const classes = new Set(['card', 'title']);
    expect(selectorCanMatch('.card .title', classes)).toBe(true);
    expect(selectorCanMatch('.card:hover>.title', classes)).toBe(true);
    expect(selectorCanMatch('.card .badge', classes)).toBe(false);
    expect(selectorCanMatch('html,body', classes)).toBe(true);
    expect(selectorCanMatch('[data-theme=dark] .card', classes)).toBe(true);
  });

  it('needs nothing named inside a negation, and keeps alternatives of :is(), :where() and :has()', () => {
    const classes = new Set(['card']);
    expect(selectorCanMatch('.card:not(.open)', classes)).toBe(true);
    expect(selectorCanMatch('.card:not(:has(.x))', classes)).toBe(true);
    expect(selectorCanMatch('.card:has(.icon, .badge)', classes)).toBe(true);
    expect(selectorCanMatch(':where(.a,.b) .card', classes)).toBe(true);
    expect(selectorCanMatch('.menu:not(.open)', classes)).toBe(false);
  });

  it('drops rules and emptied groups the page cannot use, in order, and keeps font faces, keyframes and layers', () => {
    const css =
      '@layer base{.unused{color:red}}' +
      '@font-face{font-family:f;src:local(Arial)}' +
      '.card{color:blue}.dialog{color:green}.card,.dialog{margin:0}' +
      '@media (min-width:48rem){.dialog{padding:0}}' +
      '@media (min-width:64rem){.card{padding:1rem}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}';
    const critical = criticalCssOf(css)(page('<div class="card"></div>'));
    expect(critical).toBe(
      '@layer base{}' +
        '@font-face{font-family:f;src:local(Arial)}' +
        '.card{color:blue}.card{margin:0}' +
        '@media (min-width:64rem){.card{padding:1rem}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('writes the page with its own part of the sheet and the whole sheet named for later', () => {
    const html = page('<main class="card"></main>');
    const out = inlineCriticalCss(html, criticalCssOf('.card{color:blue}.menu{color:red}'));
    expect(out).toContain('<style data-href="/assets/style-x.css">.card{color:blue}</style>');
    expect(out).not.toContain('.menu');
  });

  it('leaves a page text holding "$&" as it is', () => {
    const html = page('<p class="card">Price $& more</p>');
    expect(inlineCriticalCss(html, criticalCssOf('.card{color:blue}'))).toContain('Price $& more');
  });

  it('gives the sheet added after the first paint only what some page has not inlined', () => {
    const css =
      '@font-face{font-family:f;src:local(Arial)}@keyframes spin{to{opacity:0}}' +
      '@layer base{:root{--a:1}.card{color:blue}}' +
      '.card,.menu{margin:0}.dialog{color:green}' +
      '@media (min-width:48rem){.card{padding:0}.dialog{padding:1rem}}';
    const home = new Set(['card', 'menu']);
    const form = new Set(['card', 'dialog']);
    // Every page has the faces, the keyframes, :root and .card, so of `.card,.menu` only `.menu` is left.
    expect(lateSheetOf(css, [home, form])).toBe('@layer base{}.menu{margin:0}.dialog{color:green}@media (min-width:48rem){.dialog{padding:1rem}}');
    // Any page plus the late sheet has every rule of the sheet.
    for (const classes of [home, form]) {
      const both = criticalCssOf(css)(page(`<div class="${[...classes].join(' ')}"></div>`)) + lateSheetOf(css, [home, form]);
      for (const rule of ['.dialog{color:green}', '.card{padding:0}', '.dialog{padding:1rem}', '--a:1', '@keyframes spin']) {
        expect(both).toContain(rule);
      }
      expect(both).toMatch(/\.card[,{][^}]*margin:0/);
      expect(both).toMatch(/[,}]\.menu\{margin:0/);
    }
  });
});
