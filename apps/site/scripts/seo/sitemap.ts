// Per-domain sitemap.xml and robots.txt, derived from the prerendered tree so they can never list a page
// that was not built or miss one that was.
import { localeTags, locales, originOf, type Locale } from '@hraun/content';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files the server answers per Host from `site/{locale}/`. */
export const PER_DOMAIN_FILES = ['/robots.txt', '/sitemap.xml'] as const;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === 'index.html') yield full;
  }
}

/** A page that asks search engines to stay away (the not-found page does) has no place in a sitemap. */
export function isIndexable(html: string): boolean {
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

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Absolute URL of a path on a language's own domain; paths are ASCII slugs but are encoded to be safe. */
export const pageUrl = (locale: Locale, path: string) => `${originOf(locale)}${encodeURI(path)}`;

/**
 * The sitemap of one domain. Each URL carries hreflang alternates for the languages that have the same
 * path built (all four for every static route) and x-default on the Icelandic domain, the fallback language.
 */
export function buildSitemap(locale: Locale, pathsByLocale: Record<Locale, string[]>): string {
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
    return [`  <url>`, `    <loc>${escapeXml(pageUrl(locale, path))}</loc>`, ...alternates, `  </url>`].join('\n');
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
    writeFileSync(join(siteDir, locale, 'sitemap.xml'), buildSitemap(locale, pathsByLocale));
    writeFileSync(join(siteDir, locale, 'robots.txt'), buildRobots(locale));
  }
  return Object.fromEntries(locales.map((locale) => [locale, pathsByLocale[locale].length])) as Record<Locale, number>;
}
