// Precompressed bodies, validators and caching of the served build.
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompressTree } from '../../scripts/seo/precompress';
import { buildServer } from '../../server/app';
import { createFixtureDist, FIXTURE_ASSET, type FixtureDist } from '../seo/fixture-dist';

let fixture: FixtureDist;
let app: FastifyInstance;
const clientDir = () => join(fixture.distDir, 'client');

beforeAll(async () => {
  fixture = createFixtureDist();
  precompressTree(clientDir());
  precompressTree(join(fixture.distDir, 'site'));
  app = await buildServer({ distDir: fixture.distDir });
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe('precompression at build time', () => {
  test('writes .br and .gz siblings that decompress to the original', () => {
    const file = join(clientDir(), FIXTURE_ASSET);
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length / 4);
  });

  test('skips tiny files and formats that are compressed already', () => {
    // The fixture's favicon is under the size where compression pays.
    expect(existsSync(join(clientDir(), 'favicon.svg.br'))).toBe(false);
    expect(existsSync(join(fixture.distDir, 'site', 'is', 'index.html.br'))).toBe(true);
    expect(existsSync(join(fixture.distDir, 'site', 'is', 'sitemap.xml.gz'))).toBe(true);
  });

  test.each([
    ['br', 'br, gzip, deflate', '.br'],
    ['gzip', 'gzip, deflate', '.gz'],
  ])('serves the precompressed %s body byte for byte', async (encoding, acceptEncoding, suffix) => {
    const response = await app.inject({ url: FIXTURE_ASSET, headers: { 'accept-encoding': acceptEncoding } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.rawPayload.equals(readFileSync(join(clientDir(), `${FIXTURE_ASSET}${suffix}`)))).toBe(true);
  });

  test('sends the identity body to clients that accept no compression', async () => {
    const response = await app.inject({ url: FIXTURE_ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(readFileSync(join(clientDir(), FIXTURE_ASSET)))).toBe(true);
  });

  test('never serves the .br or .gz files as files of their own', async () => {
    expect((await app.inject({ url: `${FIXTURE_ASSET}.br` })).statusCode).toBe(404);
  });
});

describe('ETag and 304', () => {
  test.each([FIXTURE_ASSET, '/', '/verdskra', '/locales/is/site.json', '/sitemap.xml'])('%s revalidates with 304', async (url) => {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const stale = await app.inject({ url, headers: { 'if-none-match': '"something-else-entirely"' } });
    expect(stale.statusCode).toBe(200);
  });

  test('each language has its own ETag for the same path', async () => {
    const icelandic = await app.inject({ url: '/', headers: { host: 'hraun.is' } });
    const english = await app.inject({ url: '/', headers: { host: 'hraun.io' } });
    expect(icelandic.headers.etag).not.toBe(english.headers.etag);
    const cross = await app.inject({ url: '/', headers: { host: 'hraun.io', 'if-none-match': String(icelandic.headers.etag) } });
    expect(cross.statusCode).toBe(200);
  });

  test('the not-found page is not revalidated into a 304', async () => {
    const first = await app.inject({ url: '/missing' });
    const again = await app.inject({ url: '/missing', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(404);
  });
});

describe('caching', () => {
  test.each([
    [FIXTURE_ASSET, 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/verdskra', 'no-cache'],
    ['/missing', 'no-cache'],
    ['/locales/is/site.json', 'public, max-age=3600'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('%s: %s', async (url, cacheControl) => {
    expect((await app.inject({ url })).headers['cache-control']).toBe(cacheControl);
  });

  test('only hashed assets are immutable', async () => {
    const answers = await Promise.all(['/', '/robots.txt', '/sitemap.xml', '/locales/en/site.json'].map((url) => app.inject({ url })));
    for (const answer of answers) expect(String(answer.headers['cache-control'])).not.toContain('immutable');
  });
});
