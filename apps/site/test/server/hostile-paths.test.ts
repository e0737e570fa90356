// Issue 32, defects 1, 2 and 11, against server/main.ts as a child process over raw loopback sockets: no redirect
// leaves the requested origin whatever the path holds, no input gets a 5xx (nor a stack trace in the log), and
// conditional requests, content codings, Host and HEAD answer as RFC 9110 and 9112 say.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, type TempDir } from '../forms-server/helpers';
import { killAll, startMain, type MainProcess } from '../forms-server/main-process';
import { createFixtureDist, FIXTURE_ASSET, type FixtureDist } from '../seo/fixture-dist';
import { expectSecurityHeaders } from './security-headers';
import { rawExchange, type RawAnswer } from './sockets';

const children: ChildProcess[] = [];
let fixture: FixtureDist;
let dir: TempDir;
let server: MainProcess;

beforeAll(async () => {
  fixture = createFixtureDist();
  dir = tempDir();
  server = await startMain({ DIST_DIR: fixture.distDir, FORMS_DB_PATH: join(dir.dir, 'forms.sqlite'), FORMS_RATE_LIMIT: 'off' }, children);
}, 60_000);
afterAll(() => {
  killAll(children);
  fixture.cleanup();
  dir.cleanup();
});

/** One request as raw bytes (a target no client library would send as is). */
function get(target: string | Buffer, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const head = Object.entries({ host: 'hraun.is', ...headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const line = Buffer.concat([Buffer.from(`${method} `), Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'), Buffer.from(' HTTP/1.1\r\n')]);
  return rawExchange(server.port, Buffer.concat([line, Buffer.from(`${head}\r\n`)]));
}

/** Where a browser on `origin` ends up after this answer's Location (the URL parser drops tabs and line breaks, as browsers do). */
function followed(answer: RawAnswer, origin: string): URL {
  return new URL(answer.headers.location ?? '', `${origin}/some/page`);
}

// Each is a path that once could, or might, lead a redirect elsewhere: `/%09/evil.example/` answered
// `location: /<TAB>/evil.example`, which Chromium followed to http://evil.example/.
const HOSTILE_TARGETS = [
  '/%09/evil.example/',
  '/%0a/evil.example/',
  '/%0d/evil.example/',
  '/%0d%0a/evil.example/',
  '/%00/evil.example/',
  '/%7f/evil.example/',
  '/%c2%85/evil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%5C/evil.example/',
  '/\\evil.example/',
  '/\\\\evil.example/',
  '//evil.example/',
  '///evil.example/',
  '/%2F/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2fevil.example/',
  '/.%2F/evil.example/',
  '/%2e%2e/evil.example/',
  '/./evil.example/',
  '/%E2%80%AE/',
  '/%E2%80%AEmoc.elpmaxe/',
  '/%0a/',
  '/%0d%0aSet-Cookie:%20x=1/',
  '/verdskra%0d%0aSet-Cookie:%20x=1/',
  '/verdskra/?%0d%0aSet-Cookie:%20x=1',
  '/verdskra/?a=1#frag',
  '/verdskra/?\\evil.example',
  'http://evil.example/verdskra/',
  '//evil.example/verdskra/',
  '/%09//evil.example/verdskra/',
];

/** The same with bytes Node's parser lets through unescaped (latin1 and UTF-8 in the target). */
const HOSTILE_BYTES = [
  Buffer.from([0x2f, 0x80, 0x2f, 0x65, 0x76, 0x69, 0x6c, 0x2f]),
  Buffer.concat([Buffer.from('/verdskra/?'), Buffer.from([0xe2, 0x80, 0xae, 0xff])]),
  Buffer.concat([Buffer.from('/'), Buffer.from('\u202e', 'utf8'), Buffer.from('/')]),
];

describe('defect 1: every redirect stays on the requested origin', () => {
  for (const host of ['hraun.is', 'www.hraun.is', 'en.localhost:4400']) {
    const origin = `https://${host}`;
    it.each([...HOSTILE_TARGETS, ...HOSTILE_BYTES.map((bytes) => bytes.toString('latin1'))])(`Host ${host}: %j never redirects off-site`, async (target) => {
      const answer = await get(Buffer.from(target, 'latin1'), { host });
      expect(answer.status, target).toBeGreaterThanOrEqual(300);
      expect(answer.status, target).toBeLessThan(500);
      if (answer.status >= 300 && answer.status < 400) {
        const to = followed(answer, origin);
        // www goes to the bare domain of the same site, over HTTPS; everything else to the same origin.
        expect(to.origin, target).toBe(host.startsWith('www.') ? 'https://hraun.is' : origin);
        // The location is one a header can hold and a browser reads as a path of ours.
        expect(answer.headers.location, target).toMatch(/^(https:\/\/hraun\.is)?\/(?![/\\])[\x21-\x7e]*$/);
        expect(answer.headers['cache-control'], target).toBe('public, max-age=86400');
      }
      // An escaped `%0d%0aSet-Cookie` may stay in the Location's query; it must never become a header of its own.
      expect(answer.headers['set-cookie'], target).toBeUndefined();
      expect(answer.raw, target).not.toMatch(/\r\nset-cookie:/i);
      expectSecurityHeaders(answer.headers, target);
    });
  }

  it.each(['/%09/evil.example/', '/%0a/', '/%0d%0aSet-Cookie:%20x=1/', '/verdskra%09/', '/%7f/', '/%c2%9b/', '/%E2%80%AE/', '/%E2%81%A6x/'])(
    'a path with a control character, %j, is a 400 page, not a redirect',
    async (target) => {
      for (const host of ['hraun.is', 'www.hraun.is']) {
        const answer = await get(target, { host, accept: 'text/html' });
        expect(answer.status, `${host}${target}`).toBe(400);
        expect(answer.headers.location, `${host}${target}`).toBeUndefined();
        expect(answer.headers['content-type'], `${host}${target}`).toBe('text/html; charset=utf-8');
        expectSecurityHeaders(answer.headers, target);
      }
    },
  );

  it('a trailing slash on a page redirects to the page, keeping the query escaped, and cached for a day', async () => {
    const answer = await get('/verdskra/?utm=a%20b&x=%0d%0a');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/verdskra?utm=a%20b&x=%0d%0a');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    // Node's parser refuses bytes outside ASCII in a target before any redirect could carry them.
    const unescaped = await get(Buffer.concat([Buffer.from('/verdskra/?q='), Buffer.from('jón', 'utf8')]));
    expect(unescaped.status).toBe(400);
  });

  it('a trailing slash on an address that names nothing is a 404, not a redirect', async () => {
    const answer = await get('/no-such-page/');
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });
});

describe('defect 2: no 5xx from input, and no stack trace in the log', () => {
  it('answers every hostile target below 500 and logs nothing about them', async () => {
    const logBefore = server.stdout().length + server.stderr().length;
    const targets = [...HOSTILE_TARGETS, '/%', '/%zz', '/%c0%af', '/%ed%a0%80', '/a%00b', `/${'%e2%80%ae'.repeat(100)}`];
    for (const target of targets) {
      for (const accept of ['text/html', 'application/json']) {
        const answer = await get(target, { accept });
        expect(answer.status, target).toBeLessThan(500);
        expect(answer.body, target).not.toMatch(/ERR_|stack|TypeError|Internal Server Error/);
      }
    }
    for (const bytes of HOSTILE_BYTES) expect((await get(bytes)).status).toBeLessThan(500);
    // Give the logger a moment to flush, then: not one line for any of those requests.
    await new Promise((done) => setTimeout(done, 200));
    const log = (server.stdout() + server.stderr()).slice(logBefore);
    expect(log).toBe('');
  });
});

describe('defect 11: HTTP conformance', () => {
  async function etagOf(path: string, acceptEncoding = 'identity'): Promise<string> {
    const answer = await get(path, { 'accept-encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    return answer.headers.etag ?? '';
  }

  it.each([
    ['a weak validator', (etag: string) => `W/${etag}`],
    ['a list holding it', (etag: string) => `"other", ${etag}, "third"`],
    ['a list of weak validators holding it', (etag: string) => `W/"other",W/${etag}`],
    ['a wildcard', () => '*'],
  ])('If-None-Match with %s answers 304', async (_case, header) => {
    for (const path of ['/', FIXTURE_ASSET]) {
      const etag = await etagOf(path);
      const answer = await get(path, { 'if-none-match': header(etag), 'accept-encoding': 'identity' });
      expect(answer.status, path).toBe(304);
      expect(answer.headers.etag, path).toBe(etag);
      expect(answer.body, path).toBe('');
    }
  });

  it('If-None-Match without the current validator answers 200', async () => {
    const answer = await get(FIXTURE_ASSET, { 'if-none-match': '"other", W/"stale"' });
    expect(answer.status).toBe(200);
  });

  it('each content coding has its own ETag, and a validator of one coding does not answer for another', async () => {
    const identity = await etagOf(FIXTURE_ASSET, 'identity');
    const gzip = await etagOf(FIXTURE_ASSET, 'gzip');
    const brotli = await etagOf(FIXTURE_ASSET, 'br');
    expect(new Set([identity, gzip, brotli]).size).toBe(3);
    expect((await get(FIXTURE_ASSET, { 'accept-encoding': 'gzip', 'if-none-match': gzip })).status).toBe(304);
    expect((await get(FIXTURE_ASSET, { 'accept-encoding': 'br', 'if-none-match': gzip })).status).toBe(200);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=1, gzip;q=1', 'br'],
    ['BR', 'br'],
    ['zstd, compress, x-unknown', undefined],
    ['zstd, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, identity', undefined],
    ['identity;q=0', undefined],
    ['gzip;q=bogus', 'gzip'],
    ['', undefined],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, coding) => {
    const answer = await get(FIXTURE_ASSET, { 'accept-encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
  });

  it.each([
    ['two Host lines', 'Host: hraun.is\r\nHost: evil.example\r\n'],
    ['two equal Host lines', 'Host: hraun.is\r\nHost: hraun.is\r\n'],
    ['a Host with a space', 'Host: hraun.is evil.example\r\n'],
    ['a Host with a path', 'Host: hraun.is/evil\r\n'],
    ['a Host with userinfo', 'Host: evil.example@hraun.is\r\n'],
    ['a Host with a backslash', 'Host: evil.example\\hraun.is\r\n'],
  ])('%s answers 400 (RFC 9112 section 3.2)', async (_case, hostLines) => {
    const answer = await rawExchange(server.port, `GET / HTTP/1.1\r\n${hostLines}Connection: close\r\n\r\n`);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, hostLines);
  });

  it.each(['/', '/verdskra', FIXTURE_ASSET, '/robots.txt', '/no-such-page', '/verdskra/', '/a%00b', '/healthz', '/readyz'])(
    'HEAD %s answers with the same headers as GET',
    async (path) => {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }, { accept: 'application/json' }, { host: 'www.hraun.is' }] as Array<Record<string, string>>) {
        const [full, head] = await Promise.all([get(path, headers), get(path, headers, 'HEAD')]);
        const withoutDate = (answer: RawAnswer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'date'));
        expect(head.status, path).toBe(full.status);
        expect(withoutDate(head), `${path} ${JSON.stringify(headers)}`).toEqual(withoutDate(full));
        expect(head.body, path).toBe('');
      }
    },
  );
});
