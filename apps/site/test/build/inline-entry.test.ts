import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { iconDataUrl, inlineEntryScript, type Manifest } from '../../scripts/page-assets';
import { INLINE_SCRIPTS_FILE, readInlineScriptSources } from '../../server/security';
import { builtSiteRequirement, describeWith } from '../require';
import { builtPages, distDir } from './built-site';

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineEntryScript', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'inline-entry-'));
  mkdirSync(join(clientDir, 'assets'));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const template = '<body><div id="root"></div><script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js"></script></body>';
  const manifest = (imports?: string[]): Manifest => ({ 'index.html': { file: 'assets/index-A1.js', isEntry: true, ...(imports ? { imports } : {}) } });

  it('writes the entry into the page and gives the CSP source of exactly that code', () => {
    const code = 'import(`/assets/app-B2.js`).then((app)=>app.startApp())';
    writeFileSync(join(clientDir, 'assets/index-A1.js'), `${code}\n//# sourceMappingURL=index-A1.js.map\n`);
    const { template: page, scriptSource } = inlineEntryScript(template, clientDir, manifest());
    expect(page).toBe(`<body><div id="root"></div><script type="module">${code}</script></body>`);
    expect(scriptSource).toBe(hashOf(code));
  });

  it('refuses an entry that imports a chunk statically or reads import.meta.url (it would resolve against the page)', () => {
    writeFileSync(join(clientDir, 'assets/index-A1.js'), 'import{t}from"./helper-C3.js";t()');
    expect(() => inlineEntryScript(template, clientDir, manifest(['_helper-C3.js']))).toThrow(/imports _helper-C3\.js statically/);
    writeFileSync(join(clientDir, 'assets/index-A1.js'), 'new URL(`x.svg`,import.meta.url)');
    expect(() => inlineEntryScript(template, clientDir, manifest())).toThrow(/import\.meta\.url/);
  });

  it('refuses code that would end the script element early', () => {
    writeFileSync(join(clientDir, 'assets/index-A1.js'), 'console.log(`</script>`)');
    expect(() => inlineEntryScript(template, clientDir, manifest())).toThrow(/cannot be written into a page/);
  });

  it('needs exactly one linked entry in the template', () => {
    expect(() => inlineEntryScript('<body></body>', clientDir, manifest())).toThrow(/found 0/);
  });
});

describe('iconDataUrl', () => {
  it('percent-encodes the SVG, so the link is a valid URL without spaces or quotes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icon-'));
    const file = join(dir, 'favicon.svg');
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f2a44"/></svg>\n');
    const url = iconDataUrl(file);
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(url).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(readFileSync(file, 'utf8').trim());
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('readInlineScriptSources', () => {
  it('reads the hashes the build wrote, none without the file, and refuses anything but hashes', () => {
    const dist = mkdtempSync(join(tmpdir(), 'inline-sources-'));
    expect(readInlineScriptSources(dist)).toEqual([]);
    mkdirSync(join(dist, 'site'));
    const source = hashOf('x');
    writeFileSync(join(dist, 'site', INLINE_SCRIPTS_FILE), JSON.stringify([source]));
    expect(readInlineScriptSources(dist)).toEqual([source]);
    writeFileSync(join(dist, 'site', INLINE_SCRIPTS_FILE), JSON.stringify(["'unsafe-inline'"]));
    expect(() => readInlineScriptSources(dist)).toThrow(/should list script hashes/);
    rmSync(dist, { recursive: true, force: true });
  });
});

describeWith(builtSiteRequirement(distDir), 'the scripts of every prerendered page', () => {
  const sources = readInlineScriptSources(distDir);
  const pages = builtPages().map((page) => ({ ...page, html: readFileSync(page.file, 'utf8') }));

  it('each page has one script written in (the entry), allowed by the CSP by its hash, and links none', () => {
    expect(pages.length).toBeGreaterThan(200);
    const wrong = pages.flatMap(({ locale, path, html }) => {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const runnable = scripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
      const problems: string[] = [];
      if (runnable.length !== 1) problems.push(`${runnable.length} runnable scripts`);
      for (const [, attributes, code] of runnable) {
        if (/\bsrc=/.test(attributes!)) problems.push('a linked script');
        if (!sources.includes(hashOf(code!))) problems.push('a script the CSP does not allow');
      }
      return problems.map((problem) => `${locale}${path}: ${problem}`);
    });
    expect(wrong).toEqual([]);
    expect(sources).toHaveLength(1);
  });

  it('no page holds a Suspense boundary React left pending (its content would wait for an inline script the CSP refuses)', () => {
    const pending = pages.filter(({ html }) => html.includes('<!--$?-->') || html.includes('<template')).map(({ locale, path }) => `${locale}${path}`);
    expect(pending).toEqual([]);
  });

  it('the site icon is written into each page (no request before the first paint)', () => {
    const linked = pages.filter(({ html }) => !/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]*" type="image\/svg\+xml">/.test(html));
    expect(linked.map(({ locale, path }) => `${locale}${path}`)).toEqual([]);
  });
});
