// Per-domain sitemap.xml and robots.txt, derived from the prerendered tree so they can never list a page
// that was not built or miss one that was.
import { localeTags, locales, originOf, type Locale } from '@hraun/content';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === 'index.html') yield full;
  }
}

/** A page that asks search engines to stay away (the not-found page does) has no place in a sitemap. */
function isIndexable(html: string): boolean {
  const robots = /<meta[^>]*\bname="robots"[^>]*\bcontent="([^"]*)"/i.exec(html)?.[1] ?? '';
  return !/\bnoindex\b/i.test(robots);
}

/** URL paths (`/`, `/verdskra`, ...) of every indexable prerendered page of one language, sorted. */
export function prerenderedPaths(siteDir: string, locale: Locale): string[] {
  const root = join(siteDir, locale);
  if (!existsSync(root) || !statSync(root).isDirectory()) return [];
  const paths: string[] = [];
  for (const file of htmlFiles(root)) {
    if (!isIndexable(readFileSync(file, 'utf8'))) continue;
    const dir = relative(root, join(file, '..')).split(sep).join('/');
    paths.push(dir === '' ? '/' : `/${dir}`);
  }
  return paths.sort();
}

/**
 * When a page's content last changed, as its own structured data states it (`dateModified` of a news article),
 * as a W3C date; undefined for pages that do not say. A build date would claim every page changed at each build,
 * and search engines learn to ignore a sitemap's dates when they are not true.
 */
export function lastModifiedOf(html: string): string | undefined {
  for (const block of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    const stated = /"dateModified":"([^"]+)"/.exec(block[1] ?? '')?.[1];
    if (!stated) continue;
    const date = new Date(stated);
    if (!Number.isNaN(date.getTime())) return date.toISOString().slice(0, 10);
  }
  return undefined;
}

/** `lastModifiedOf` for each indexable page of a language that states one. */
function lastModifiedByPath(siteDir: string, locale: Locale, paths: readonly string[]): Map<string, string> {
  const dates = new Map<string, string>();
  for (const path of paths) {
    const file = join(siteDir, locale, path === '/' ? '' : path, 'index.html');
    const date = existsSync(file) ? lastModifiedOf(readFileSync(file, 'utf8')) : undefined;
    if (date) dates.set(path, date);
  }
  return dates;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Absolute URL of a path on a language's own domain; paths are ASCII slugs but are encoded to be safe. */
const pageUrl = (locale: Locale, path: string) => `${originOf(locale)}${encodeURI(path)}`;

/**
 * The sitemap of one domain. Each URL carries hreflang alternates for the languages that have the same
 * path built (all four for every static route) and x-default on the Icelandic domain, the fallback language.
 */
export function buildSitemap(
  locale: Locale,
  pathsByLocale: Record<Locale, string[]>,
  lastModified: ReadonlyMap<string, string> = new Map(),
): string {
  const available = Object.fromEntries(locales.map((other) => [other, new Set(pathsByLocale[other])])) as Record<
    Locale,
    Set<string>
  >;
  const entries = pathsByLocale[locale].map((path) => {
    const alternates = locales
      .filter((other) => available[other].has(path))
      .map((other) => `    <xhtml:link rel="alternate" hreflang="${localeTags[other]}" href="${escapeXml(pageUrl(other, path))}"/>`);
    if (available.is.has(path)) {
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl('is', path))}"/>`);
    }
    const date = lastModified.get(path);
    const lastmod = date ? [`    <lastmod>${escapeXml(date)}</lastmod>`] : [];
    return [`  <url>`, `    <loc>${escapeXml(pageUrl(locale, path))}</loc>`, ...lastmod, ...alternates, `  </url>`].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt of one domain: everything may be crawled, and the sitemap is on the same domain. */
export function buildRobots(locale: Locale): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${originOf(locale)}/sitemap.xml`, ''].join('\n');
}

/** Writes `site/{locale}/sitemap.xml` and `robots.txt` for every language; returns the page count per language. */
export function writeSeoFiles(siteDir: string): Record<Locale, number> {
  const pathsByLocale = Object.fromEntries(locales.map((locale) => [locale, prerenderedPaths(siteDir, locale)])) as Record<
    Locale,
    string[]
  >;
  for (const locale of locales) {
    if (!existsSync(join(siteDir, locale))) continue;
    const lastModified = lastModifiedByPath(siteDir, locale, pathsByLocale[locale]);
    writeFileSync(join(siteDir, locale, 'sitemap.xml'), buildSitemap(locale, pathsByLocale, lastModified));
    writeFileSync(join(siteDir, locale, 'robots.txt'), buildRobots(locale));
  }
  return Object.fromEntries(locales.map((locale) => [locale, pathsByLocale[locale].length])) as Record<Locale, number>;
}
