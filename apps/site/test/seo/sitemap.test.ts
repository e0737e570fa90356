// @vitest-environment jsdom
// (jsdom gives DOMParser, a real XML parser.)
// sitemap.xml and robots.txt per domain: every prerendered page of that language, and nothing else.
import { localeDomains, localeTags, locales, originOf, type Locale } from '@hraun/content';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildRobots, buildSitemap, lastModifiedOf, prerenderedPaths } from '../../scripts/seo/sitemap';
import { buildServer } from '../../server/app';
import { builtSiteRequirement, describeWith } from '../require';
import { createFixtureDist, FIXTURE_PATHS, type FixtureDist } from './fixture-dist';

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

/** Parses as XML (a malformed sitemap fails) and reads each <url>. */
function parseSitemap(xml: string): SitemapEntry[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')).map((url) => ({
    loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
  }));
}

const hostOf: Record<Locale, string> = localeDomains;

describe('sitemap and robots from the fixture build', () => {
  let fixture: FixtureDist;
  beforeAll(() => {
    fixture = createFixtureDist();
  });
  afterAll(() => fixture.cleanup());

  test.each(locales)('%s: lists every prerendered page on its own domain, with alternates, and not the 404 page', async (locale) => {
    const app = await buildServer({ distDir: fixture.distDir });
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: hostOf[locale] } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseSitemap(response.body);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(FIXTURE_PATHS.map((path) => `${originOf(locale)}${path}`).sort());
    for (const entry of entries) {
      const path = new URL(entry.loc).pathname;
      const expected = Object.fromEntries([
        ...locales.map((other) => [localeTags[other], `${originOf(other)}${path}`]),
        ['x-default', `${originOf('is')}${path}`],
      ]);
      expect(entry.alternates).toEqual(expected);
    }
  });

  test.each(locales)('%s: robots.txt allows crawling and points to the same domain\'s sitemap', async (locale) => {
    const app = await buildServer({ distDir: fixture.distDir });
    const response = await app.inject({ url: '/robots.txt', headers: { host: `${hostOf[locale]}:443` } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(buildRobots(locale));
    const sitemapLines = response.body.split('\n').filter((line) => line.startsWith('Sitemap:'));
    expect(sitemapLines).toEqual([`Sitemap: https://${hostOf[locale]}/sitemap.xml`]);
    expect(response.body).toMatch(/^User-agent: \*\nAllow: \//);
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
  });

  test('a page only built in some languages has alternates only to those', () => {
    const xml = buildSitemap('en', { is: ['/', '/frettir/islensk-frett'], en: ['/', '/frettir/english-news'], es: ['/'], da: [] });
    const entries = parseSitemap(xml);
    expect(entries.map((entry) => entry.loc)).toEqual(['https://hraun.io/', 'https://hraun.io/frettir/english-news']);
    expect(entries[1]?.alternates).toEqual({ 'en-US': 'https://hraun.io/frettir/english-news' });
    expect(Object.keys(entries[0]?.alternates ?? {})).toEqual(['is-IS', 'en-US', 'es-ES', 'x-default']);
  });

  test('a page that states when it changed (a news article) has that date as lastmod; others claim none', () => {
    const xml = buildSitemap('is', { is: ['/', '/frettir/a'], en: [], es: [], da: [] }, new Map([['/frettir/a', '2026-10-20']]));
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const urls = Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url'));
    const lastmods = urls.map((url) => url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'lastmod')[0]?.textContent ?? null);
    expect(lastmods).toEqual([null, '2026-10-20']);
    const article = '<script data-head type="application/ld+json">{"@type":"NewsArticle","dateModified":"2026-10-20T09:00:00.000Z"}</script>';
    expect(lastModifiedOf(`<head>${article}</head>`)).toBe('2026-10-20');
    expect(lastModifiedOf('<script type="application/ld+json">{"dateModified":"not a date"}</script>')).toBeUndefined();
    expect(lastModifiedOf('<p>"dateModified":"2026-01-01"</p>')).toBeUndefined();
  });

  test('escapes characters that would break the XML', () => {
    const xml = buildSitemap('is', { is: ['/a&b'], en: [], es: [], da: [] });
    expect(parseSitemap(xml)[0]?.loc).toBe('https://hraun.is/a&b');
  });
});

// The real build (required under CI): what the server would answer for each domain.
const realDist = join(import.meta.dirname, '../../dist');
const realSite = join(realDist, 'site');

function indexFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? indexFiles(join(dir, entry.name)) : entry.name === 'index.html' ? [join(dir, entry.name)] : [],
  );
}

describeWith(builtSiteRequirement(realDist), 'sitemap of the real build', () => {
  test.each(locales)('%s: every prerendered page, each URL equal to that page\'s canonical link', (locale) => {
    const root = join(realSite, locale);
    const entries = parseSitemap(readFileSync(join(root, 'sitemap.xml'), 'utf8'));
    const canonicals = indexFiles(root)
      .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
      .filter(({ html }) => !/<meta[^>]*name="robots"[^>]*content="[^"]*noindex/.test(html))
      .map(({ file, html }) => {
        const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1];
        expect(canonical, relative(root, file).split(sep).join('/')).toBeDefined();
        return canonical ?? '';
      });
    expect(entries.map((entry) => entry.loc).sort()).toEqual(canonicals.sort());
    expect(entries.length).toBe(prerenderedPaths(realSite, locale).length);
    // Every news article carries its date; the static pages do not pretend to one.
    const xml = readFileSync(join(root, 'sitemap.xml'), 'utf8');
    const dated = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const articles = entries.map((entry) => new URL(entry.loc).pathname).filter((path) => path.startsWith('/frettir/'));
    expect(articles.length).toBeGreaterThan(0);
    expect(dated.sort()).toEqual(articles.sort());
    expect(entries.length).toBeGreaterThan(0);
  });
});
