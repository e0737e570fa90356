// Social previews: every page names an image a network can show (raster, on the page's own domain, sized), and in
// the real build each named image is a file the server has.
import { locales, originOf, type Locale } from '@hraun/content';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { headTags, type HeadTag } from '../../src/head/head';
import { isRasterImage, socialImageOf } from '../../src/head/social-image';
import { builtSiteRequirement, describeWith } from '../require';

const metaOf = (tags: HeadTag[]) =>
  Object.fromEntries(
    tags.flatMap((tag) => (tag.tag === 'meta' ? [[tag.attrs.property ?? tag.attrs.name ?? '', tag.attrs.content ?? '']] : [])),
  );
const context = (locale: Locale) => ({ locale, path: '/verkefni/x', siteTitle: 'Hraun vefstofa', siteName: 'Hraun' });

describe('socialImageOf', () => {
  test.each(locales)('%s: without a picture, the language\'s own 1200x630 preview on its domain', (locale) => {
    expect(socialImageOf(locale)).toEqual({ url: `${originOf(locale)}/og/default-${locale}.png`, isDefault: true });
  });

  test('an SVG picture (what the sample projects have) gives the default: networks show no SVG', () => {
    expect(socialImageOf('en', '/images/projects/olivera.svg')).toEqual({ url: 'https://hraun.io/og/default-en.png', isDefault: true });
    expect(socialImageOf('en', 'https://cdn.example.com/a.svg?x=1.png')).toMatchObject({ isDefault: true });
    expect(socialImageOf('en', '')).toMatchObject({ isDefault: true });
    expect(socialImageOf('en', null)).toMatchObject({ isDefault: true });
  });

  test('a raster picture is used, made absolute on the page\'s domain; a full URL (Supabase storage) is kept', () => {
    expect(socialImageOf('da', '/images/p.webp')).toEqual({ url: 'https://hraun.dk/images/p.webp', isDefault: false });
    expect(socialImageOf('is', 'https://x.supabase.co/storage/v1/object/public/p/a.JPG?v=2')).toEqual({
      url: 'https://x.supabase.co/storage/v1/object/public/p/a.JPG?v=2',
      isDefault: false,
    });
    expect(isRasterImage('a.jpeg#top')).toBe(true);
  });
});

describe('preview tags', () => {
  test('the default preview declares its type, size and what it shows, for Open Graph and X alike', () => {
    const meta = metaOf(headTags({ title: 'Verkefni', description: 'd' }, context('is')));
    expect(meta['og:image']).toBe('https://hraun.is/og/default-is.png');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(meta).toMatchObject({ 'og:image:type': 'image/png', 'og:image:width': '1200', 'og:image:height': '630' });
    expect(meta['og:image:alt']).toBe('Hraun vefstofa');
    expect(meta['twitter:image:alt']).toBe('Hraun vefstofa');
  });

  test('a page\'s own photo is named with its alt text and no size the site cannot know', () => {
    const meta = metaOf(headTags({ title: 'Olivera', description: 'd', image: '/images/olivera.jpg', imageAlt: 'Olivera\'s shop' }, context('es')));
    expect(meta['og:image']).toBe('https://hraun.es/images/olivera.jpg');
    expect(meta['og:image:alt']).toBe('Olivera\'s shop');
    expect(meta).not.toHaveProperty('og:image:width');
  });
});

// The real build (required under CI): each image a page names must be served, and be what it claims.
const realDist = join(import.meta.dirname, '../../dist');

function indexFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? indexFiles(join(dir, entry.name)) : entry.name === 'index.html' || entry.name === '404.html' ? [join(dir, entry.name)] : [],
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describeWith(builtSiteRequirement(realDist), 'images named by the real build', () => {
  test.each(locales)('%s: og:image, twitter:image and structured data logos and images are files of the build', (locale) => {
    const origin = originOf(locale);
    const named = new Set<string>();
    for (const file of indexFiles(join(realDist, 'site', locale))) {
      const html = readFileSync(file, 'utf8');
      const where = relative(realDist, file).split(sep).join('/');
      const og = /<meta[^>]*property="og:image"[^>]*content="([^"]*)"/.exec(html)?.[1];
      const twitter = /<meta[^>]*name="twitter:image"[^>]*content="([^"]*)"/.exec(html)?.[1];
      expect(og, where).toBeDefined();
      expect(twitter, where).toBe(og);
      expect(/<meta[^>]*property="og:image:alt"[^>]*content="[^"]+"/.test(html), where).toBe(true);
      named.add(og ?? '');
      for (const block of html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        const text = block[1] ?? '';
        for (const match of text.matchAll(/"(?:logo|image|url)":(?:\[)?"([^"]+\.(?:png|jpe?g|webp|svg|gif))"/g)) named.add(match[1] ?? '');
      }
    }
    expect(named.size).toBeGreaterThan(0);
    for (const url of named) {
      expect(url.startsWith(`${origin}/`), url).toBe(true);
      expect(isRasterImage(url), url).toBe(true);
      const file = join(realDist, 'client', decodeURIComponent(url.slice(origin.length)));
      expect(existsSync(file), `${url} is named by a page but not in the build`).toBe(true);
    }
    expect(pngSize(join(realDist, 'client', 'og', `default-${locale}.png`))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(join(realDist, 'client', 'brand', 'logo-512.png'))).toEqual({ width: 512, height: 512 });
  });
});
