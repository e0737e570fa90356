// Every kind of answer carries the security headers; hostile paths and Host headers are answered safely.
import type { FastifyInstance } from 'fastify';
import { rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer } from '../../server/app';
import { contentSecurityPolicy, INLINE_SCRIPTS_FILE, MAX_URL_LENGTH } from '../../server/security';
import { createFixtureDist, FIXTURE_ASSET, FIXTURE_MARK, type FixtureDist } from '../seo/fixture-dist';
import { directives, expectSecurityHeaders } from './security-headers';

const SUPABASE = 'https://abcdefgh.supabase.co';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';

let fixture: FixtureDist;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createFixtureDist();
  // Files next to the served folders must never be reachable.
  writeFileSync(join(fixture.distDir, 'secret.txt'), SECRET);
  writeFileSync(join(fixture.distDir, 'site', 'secret.txt'), SECRET);
  app = await buildServer({ distDir: fixture.distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe('security headers on every kind of answer', () => {
  const cases: Array<{ kind: string; method?: 'GET' | 'HEAD' | 'POST' | 'OPTIONS' | 'DELETE'; url: string; status: number; headers?: Record<string, string>; body?: string }> = [
    { kind: 'page', url: '/', status: 200 },
    { kind: 'page HEAD', method: 'HEAD', url: '/verdskra', status: 200 },
    { kind: 'hashed asset', url: FIXTURE_ASSET, status: 200 },
    { kind: 'translation file', url: '/locales/is/site.json', status: 200 },
    { kind: 'robots.txt', url: '/robots.txt', status: 200 },
    { kind: 'not found', url: '/no-such-page', status: 404 },
    { kind: 'bad path', url: '/a%00b', status: 400 },
    { kind: 'unroutable URL', url: '/%', status: 400 },
    { kind: 'too long', url: `/${'a'.repeat(MAX_URL_LENGTH)}`, status: 414 },
    { kind: 'redirect', url: '/verdskra/', status: 308 },
    { kind: 'not modified', url: FIXTURE_ASSET, status: 304, headers: { 'if-none-match': '*' } },
    { kind: 'health', url: '/healthz', status: 200 },
    { kind: 'POST where no form is taken', method: 'POST', url: '/', status: 405, headers: { 'content-type': 'application/json' }, body: '{' },
    { kind: 'method not allowed', method: 'DELETE', url: '/', status: 405 },
    { kind: 'OPTIONS', method: 'OPTIONS', url: '/verdskra', status: 405 },
  ];

  test.each(cases)('$kind answers $status with every header', async ({ kind, method = 'GET', url, status, headers = {}, body }) => {
    // 304 needs the real ETag, which the first answer gives.
    if (status === 304) {
      const first = await app.inject({ url });
      headers = { 'if-none-match': String(first.headers.etag) };
    }
    const response = await app.inject({ method, url, headers: { host: 'is.localhost', ...headers }, ...(body === undefined ? {} : { payload: body }) });
    expect(response.statusCode, kind).toBe(status);
    expectSecurityHeaders(response.headers, kind);
  });

  test('the Supabase origin is allowed for data and images only when configured', async () => {
    const withSupabase = directives(contentSecurityPolicy([`${SUPABASE}/`]));
    expect(withSupabase.get('connect-src')).toEqual(["'self'", SUPABASE]);
    expect(withSupabase.get('img-src')).toEqual(["'self'", 'data:', SUPABASE]);
    expect(withSupabase.get('script-src')).toEqual(["'self'"]);
    const configured = await buildServer({ distDir: fixture.distDir, connectOrigins: [SUPABASE] });
    const response = await configured.inject({ url: '/' });
    expect(directives(String(response.headers['content-security-policy'])).get('connect-src')).toEqual(["'self'", SUPABASE]);
    await configured.close();
    expect(contentSecurityPolicy([])).not.toContain('supabase');
  });

  test("the pages' written-in entry is allowed by the hash the build wrote beside them, and no other inline script", async () => {
    const source = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    writeFileSync(join(fixture.distDir, 'site', INLINE_SCRIPTS_FILE), JSON.stringify([source]));
    const built = await buildServer({ distDir: fixture.distDir });
    try {
      for (const url of ['/', '/no-such-page', '/assets/missing.js']) {
        const response = await built.inject({ url, headers: { host: 'is.localhost' } });
        expect(directives(String(response.headers['content-security-policy'])).get('script-src'), url).toEqual(["'self'", source]);
      }
      // The file is the server's, not a page: it is not served.
      expect((await built.inject({ url: `/${INLINE_SCRIPTS_FILE}`, headers: { host: 'is.localhost' } })).statusCode).toBe(404);
    } finally {
      await built.close();
      rmSync(join(fixture.distDir, 'site', INLINE_SCRIPTS_FILE));
    }
    expect(directives(contentSecurityPolicy([])).get('script-src')).toEqual(["'self'"]);
  });
});

describe('path traversal', () => {
  const hostile = [
    '/../secret.txt',
    '/../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/..%2fsecret.txt',
    '/..%2Fsite%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/secret.txt%00.html',
    '/index.html%00',
    '/%c0%ae%c0%ae/secret.txt',
    '//etc/passwd',
    '/.vite/manifest.json',
    '/.env',
    '/is/index.html',
    '/secret.txt',
  ];

  test.each(hostile)('%s is refused without leaking a file', async (url) => {
    const response = await app.inject({ url, headers: { host: 'en.localhost' } });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toMatch(/root:.*:0:0:/);
    expect(response.body).not.toContain('"index.html"');
    // Refusals still speak the visitor's language.
    expect(response.body).toContain(FIXTURE_MARK.en.notFound);
    expectSecurityHeaders(response.headers, url);
  });

  test('the raw socket path (not normalised by a client) cannot climb out either', async () => {
    const answer = await rawRequest('GET /../../secret.txt HTTP/1.1\r\nHost: is.localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
    expect(answer).not.toContain(SECRET);
  });

  test('overlong paths answer 414 in the right language', async () => {
    const response = await app.inject({ url: `/${'a/'.repeat(MAX_URL_LENGTH)}`, headers: { host: 'hraun.dk' } });
    expect(response.statusCode).toBe(414);
    expect(response.body).toContain(FIXTURE_MARK.da.notFound);
  });

  test('a trailing-slash redirect never points to another host', async () => {
    // Sent raw: an HTTP client would read `//evil.example/` as a host of its own.
    const expected: Record<string, number> = { '/verdskra/': 308, '//evil.example/': 400, '/\\evil.example/': 400, '/%2fevil.example/': 400, '/%5cevil.example/': 400 };
    for (const [url, status] of Object.entries(expected)) {
      const answer = await rawRequest(`GET ${url} HTTP/1.1\r\nHost: is.localhost\r\nConnection: close\r\n\r\n`);
      expect(answer, url).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
      if (status === 308) expect(location).toBe('/verdskra');
      else expect(location, url).toBeUndefined();
    }
  });
});

function rawRequest(request: string): Promise<string> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
    socket.write(request);
  });
}

describe('odd Host headers', () => {
  const hosts: Array<{ host: string; language: keyof typeof FIXTURE_MARK }> = [
    { host: 'hraun.io:8443', language: 'en' },
    { host: 'HRAUN.ES.', language: 'es' },
    { host: 'en.localhost:4400', language: 'en' },
    { host: '[::1]:4400', language: 'is' },
    { host: '[2001:db8::1]', language: 'is' },
    { host: '127.0.0.1:4400', language: 'is' },
    { host: 'xn--hrun-5qa.dk', language: 'da' },
    { host: `${'a'.repeat(4000)}.io`, language: 'en' },
    { host: 'evil.example', language: 'is' },
    { host: 'en.localhost.evil.example', language: 'is' },
    { host: '', language: 'is' },
  ];

  test.each(hosts)('Host "$host" gets the $language page', async ({ host, language }) => {
    const response = await app.inject({ url: '/', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(FIXTURE_MARK[language].page);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x>');
    expectSecurityHeaders(response.headers, host);
  });

  // RFC 9112 section 3.2: "a server MUST respond with a 400 to any HTTP/1.1 request message that lacks a Host
  // header field and to any request message that contains more than one Host header field line or a Host header
  // field with an invalid field value". A name outside RFC 3986's reg-name (an IDN not in punycode included).
  test.each(['hraun.ís', '<script>alert(1)</script>', 'hraun.io"><img src=x>', 'a b', 'a/b', '@evil.example', 'evil.example\\hraun.is', 'hraun.is:80:80'])(
    'an invalid Host %j answers 400 with the security headers and without echoing it',
    async (host) => {
      const response = await app.inject({ url: '/', headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).not.toContain('<img src=x>');
      expectSecurityHeaders(response.headers, host);
    },
  );

  test('two Host header lines answer 400, whichever comes first, over a real socket', async () => {
    for (const pair of [['hraun.is', 'evil.example'], ['evil.example', 'hraun.is'], ['hraun.is', 'hraun.is']]) {
      const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: ${pair[0]}\r\nHost: ${pair[1]}\r\nConnection: close\r\n\r\n`);
      expect(answer, pair.join(' + ')).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, pair.join(' + ')).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    }
  });

  test('no Host at all (HTTP/1.0) answers the Icelandic page', async () => {
    const answer = await rawRequest('GET / HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(answer).toContain(FIXTURE_MARK.is.page);
    expect(answer.toLowerCase()).toContain('content-security-policy:');
  });

  test('HTTP/1.1 without Host is refused by the server, not crashed on', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  test('header injection through Host does not reach the answer', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nHost: hraun.io\r\nX-Forwarded-Host: evil.example\r\nSet-Cookie: injected=1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).not.toContain('set-cookie');
    expect(answer).not.toContain('evil.example');
    expect(answer).toContain(FIXTURE_MARK.en.page);
    const crlf = await rawRequest('GET / HTTP/1.1\r\nHost: hraun.io\rX-Injected: 1\r\nConnection: close\r\n\r\n');
    expect(crlf).toMatch(/^HTTP\/1\.1 400 /);
  });

  test('a Host larger than the header limit is refused and the server keeps serving', async () => {
    const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: ${'a'.repeat(20_000)}.io\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  test('www. of our domains is sent to the bare domain with the same path and query, POST included (308)', async () => {
    const cases = [
      { host: 'www.hraun.io', url: '/verdskra?x=1', to: 'https://hraun.io/verdskra?x=1' },
      { host: 'WWW.HRAUN.DK.:443', url: '/', to: 'https://hraun.dk/' },
      { host: 'www.hraun.is', url: '/lausnir/vefhysing/panta?pakki=business#top', to: 'https://hraun.is/lausnir/vefhysing/panta?pakki=business' },
    ];
    for (const { host, url, to } of cases) {
      const response = await app.inject({ url, headers: { host } });
      expect(response.statusCode, host).toBe(308);
      expect(response.headers.location, host).toBe(to);
      expectSecurityHeaders(response.headers, host);
    }
    const post = await app.inject({ method: 'POST', url: '/', headers: { host: 'www.hraun.es', 'content-type': 'application/json' }, payload: '{}' });
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe('https://hraun.es/');
    // Only our own names: another site's www, or a www preview on localhost, is served as any other host.
    expect((await app.inject({ url: '/', headers: { host: 'www.evil.example' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/', headers: { host: 'www.hraun.io.evil.example' } })).statusCode).toBe(200);
  });

  test('?lng= previews a language and ignores anything else', async () => {
    expect((await app.inject({ url: '/?lng=da', headers: { host: 'hraun.is' } })).body).toContain(FIXTURE_MARK.da.page);
    expect((await app.inject({ url: '/?lng=<script>', headers: { host: 'hraun.io' } })).body).toContain(FIXTURE_MARK.en.page);
    expect((await app.inject({ url: '/?lng=da&lng=es', headers: { host: 'hraun.io' } })).body).toContain(FIXTURE_MARK.en.page);
  });
});
