// Every refusal, whoever produces it (a route, Fastify's not-found or error handler, the form endpoint, or Node's
// HTTP parser before Fastify sees the request), carries the security headers and speaks the request's language:
// a page for browsers, `{ ok: false, code, message }` for JSON clients. Over real sockets, raw where a client
// library would not send such bytes.
import { localeTags, type Locale } from '@hraun/content';
import { httpErrorStrings, type HttpErrorCode } from '@hraun/content/http-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionStore } from '../../server/forms/store';
import { MAX_URL_LENGTH } from '../../server/security';
import { formBody } from '../forms-server/helpers';
import { parseHtml } from '../forms-server/html';
import { formServer, type FormServer } from '../forms-server/server';
import { createFixtureDist, FIXTURE_MARK, type FixtureDist } from '../seo/fixture-dist';
import { expectSecurityHeaders } from './security-headers';
import { rawExchange, type RawAnswer } from './sockets';

let fixture: FixtureDist;
let server: FormServer;
let failing: FormServer;
let port: number;
let failingPort: number;

beforeAll(async () => {
  fixture = createFixtureDist();
  server = await formServer({ distDir: fixture.distDir, rateLimit: { max: 8, windowMs: 60_000 } });
  // A route that fails the way a bug would, to reach the server's last-resort error handler.
  server.app.get('/fails', async () => {
    throw new Error('a bug');
  });
  // A route whose answer Node refuses to write (a header value with a line break: ERR_INVALID_CHAR, the way the
  // trailing-slash redirect once failed on `/%0a/`): the error answer must not inherit the bad header.
  server.app.get('/fails-writing', async (_request, reply) => reply.header('x-detail', 'internal\nsecret').send('never sent'));
  port = await server.listen();
  failing = await formServer({
    distDir: fixture.distDir,
    wrapStore: (store) =>
      new Proxy(store, {
        get(target, property, receiver) {
          if (property === 'insert') return () => Promise.reject(new Error('disk full'));
          return Reflect.get(target, property, receiver) as unknown;
        },
      }) as SubmissionStore,
  });
  failingPort = await failing.listen();
});
afterAll(async () => {
  await server.close();
  await failing.close();
  fixture.cleanup();
});

const hosts: Record<Locale, string> = { is: 'hraun.is', en: 'hraun.io', es: 'hraun.es', da: 'hraun.dk' };
const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

function request(method: string, path: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({ ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), connection: 'close' });
  return `${method} ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`;
}

/** The small page of a refusal, in `locale`: title, heading, sentence, and a link home. */
function expectErrorPage(answer: RawAnswer, locale: Locale, code: HttpErrorCode, label: string) {
  const t = httpErrorStrings[locale];
  expect(answer.headers['content-type'], label).toBe('text/html; charset=utf-8');
  const doc = parseHtml(answer.body);
  expect(answer.body.startsWith('<!doctype html>'), label).toBe(true);
  expect(doc.documentElement.getAttribute('lang'), label).toBe(localeTags[locale]);
  expect(doc.title, label).toBe(t.errors[code].title);
  expect(doc.querySelector('main p')?.textContent, label).toBe(t.errors[code].message);
  expect(doc.querySelector('a')?.getAttribute('href'), label).toBe('/');
  expect(doc.querySelector('a')?.textContent, label).toBe(t.home);
  expect(doc.querySelectorAll('script'), label).toHaveLength(0);
}

function expectErrorJson(answer: RawAnswer, locale: Locale, code: string, message: string, label: string) {
  expect(answer.headers['content-type'], label).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body), label).toMatchObject({ ok: false, code, message });
}

describe("refusals of Node's HTTP parser (before Fastify)", () => {
  it.each(['is', 'en', 'es', 'da'] as const)('a malformed header line: 400 with every header, a page in %s', async (locale) => {
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: ${hosts[locale]}\r\nAccept: ${HTML_ACCEPT}\r\nthis is no header\r\n\r\n`);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, locale);
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expectErrorPage(answer, locale, 'badRequest', locale);
  });

  it('a malformed header line from a JSON client: 400 in JSON', async () => {
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: hraun.es\r\nAccept: application/json\r\nno header either\r\n\r\n`);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'json');
    expectErrorJson(answer, 'es', 'badRequest', httpErrorStrings.es.errors.badRequest.message, 'json');
  });

  it('a request line that is no HTTP at all: 400 in Icelandic', async () => {
    const answer = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'garbage');
    expectErrorPage(answer, 'is', 'badRequest', 'garbage');
  });

  it('a line break smuggled into a header: 400 with every header', async () => {
    const answer = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: hraun.io\rX-Injected: 1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'bare CR');
  });

  it.each([
    ['da', 'text/html'],
    ['en', 'application/json'],
  ] as const)('headers over the limit: 431 with every header, in %s (%s)', async (locale, accept) => {
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: ${hosts[locale]}\r\nAccept: ${accept}\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer.headers, locale);
    if (accept === 'text/html') expectErrorPage(answer, locale, 'headersTooLarge', locale);
    else expectErrorJson(answer, locale, 'headersTooLarge', httpErrorStrings[locale].errors.headersTooLarge.message, locale);
  });

  it('a Host that is itself over the limit: 431 in Icelandic, and the server keeps serving', async () => {
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: ${'a'.repeat(20_000)}.io\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer.headers, 'huge host');
    expect((await rawExchange(port, request('GET', '/healthz', { host: 'hraun.is' }))).status).toBe(200);
  });

  it('an Expect the server cannot meet: 417 with every header', async () => {
    const answer = await rawExchange(port, request('GET', '/', { host: 'hraun.es', expect: 'something-else' }));
    expect(answer.status).toBe(417);
    expectSecurityHeaders(answer.headers, 'expect');
    expectErrorPage(answer, 'es', 'expectationFailed', 'expect');
  });

  it('HTTP/1.1 without Host: 400 with every header', async () => {
    const answer = await rawExchange(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'no host');
    expectErrorPage(answer, 'is', 'badRequest', 'no host');
  });
});

describe("Fastify's and the routes' refusals", () => {
  it.each(['is', 'en', 'es', 'da'] as const)('a missing page: 404, the prerendered page in %s, or JSON', async (locale) => {
    const page = await rawExchange(port, request('GET', '/no-such-page', { host: hosts[locale], accept: HTML_ACCEPT }));
    expect(page.status).toBe(404);
    expectSecurityHeaders(page.headers, locale);
    expect(page.body).toContain(FIXTURE_MARK[locale].notFound);
    const json = await rawExchange(port, request('GET', '/no-such-page', { host: hosts[locale], accept: 'application/json' }));
    expect(json.status).toBe(404);
    expectSecurityHeaders(json.headers, locale);
    expectErrorJson(json, locale, 'notFound', httpErrorStrings[locale].errors.notFound.message, locale);
  });

  it('a URL Fastify cannot route: 400 with the not-found page, or JSON', async () => {
    const page = await rawExchange(port, request('GET', '/%', { host: 'hraun.dk', accept: HTML_ACCEPT }));
    expect(page.status).toBe(400);
    expectSecurityHeaders(page.headers, 'bad url');
    expect(page.body).toContain(FIXTURE_MARK.da.notFound);
    const json = await rawExchange(port, request('GET', '/%', { host: 'hraun.dk', accept: 'application/json' }));
    expect(json.status).toBe(400);
    expectErrorJson(json, 'da', 'badRequest', httpErrorStrings.da.errors.badRequest.message, 'bad url json');
  });

  it('an overlong URL: 414 with every header', async () => {
    const answer = await rawExchange(port, request('GET', `/${'a'.repeat(MAX_URL_LENGTH)}`, { host: 'hraun.es', accept: 'application/json' }));
    expect(answer.status).toBe(414);
    expectSecurityHeaders(answer.headers, '414');
    expectErrorJson(answer, 'es', 'uriTooLong', httpErrorStrings.es.errors.uriTooLong.message, '414');
  });

  it('a method a page does not take: 405 with Allow and every header', async () => {
    const answer = await rawExchange(port, request('PUT', '/verdskra', { host: 'hraun.io', accept: HTML_ACCEPT }));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(answer.headers, '405');
    expectErrorPage(answer, 'en', 'methodNotAllowed', '405');
  });

  it('a bug in a route: 500 with every header, and no detail of it', async () => {
    const answer = await rawExchange(port, request('GET', '/fails', { host: 'hraun.dk', accept: HTML_ACCEPT }));
    expect(answer.status).toBe(500);
    expectSecurityHeaders(answer.headers, '500');
    expectErrorPage(answer, 'da', 'internalError', '500');
    expect(answer.body).not.toContain('a bug');
  });

  it.each([
    ['is', HTML_ACCEPT],
    ['en', 'application/json'],
  ] as const)('an answer Node refuses to write (ERR_INVALID_CHAR): 500 with every header, in %s (%s), no detail', async (locale, accept) => {
    const answer = await rawExchange(port, request('GET', '/fails-writing', { host: hosts[locale], accept }));
    expect(answer.status).toBe(500);
    expectSecurityHeaders(answer.headers, 'ERR_INVALID_CHAR');
    expect(answer.headers['x-detail']).toBeUndefined();
    if (accept === HTML_ACCEPT) expectErrorPage(answer, locale, 'internalError', 'ERR_INVALID_CHAR');
    else expectErrorJson(answer, locale, 'internalError', httpErrorStrings[locale].errors.internalError.message, 'ERR_INVALID_CHAR');
    expect(answer.body).not.toMatch(/ERR_INVALID_CHAR|secret|never sent|statusCode/);
  });
});

describe('refusals of the form endpoint', () => {
  const post = (body: string, headers: Record<string, string>, target = port) => rawExchange(target, request('POST', '/', { 'content-type': FORM, ...headers }, body));

  it('a body over 64 KB: 413 with every header, a localized message and the code', async () => {
    const answer = await post(formBody('contact', { name: 'Jón', email: 'jon@example.is', subject: 's', message: 'a'.repeat(70_000) }), {
      host: 'hraun.dk',
      accept: 'application/json',
    });
    expect(answer.status).toBe(413);
    expectSecurityHeaders(answer.headers, '413');
    expectErrorJson(answer, 'da', 'tooLarge', httpErrorStrings.da.errors.tooLarge.message, '413');
    // The first name of the code, which clients may read.
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'tooLarge' });
  });

  it('a body of another type: 415 with every header (the form page without JavaScript)', async () => {
    const answer = await rawExchange(port, request('POST', '/', { host: 'hraun.es', 'content-type': 'application/json', accept: HTML_ACCEPT }, '{}'));
    expect(answer.status).toBe(415);
    expectSecurityHeaders(answer.headers, '415');
    expect(parseHtml(answer.body).documentElement.getAttribute('lang')).toBe('es-ES');
    const json = await rawExchange(port, request('POST', '/', { host: 'hraun.es', 'content-type': 'text/plain', accept: 'application/json' }, 'x'));
    expectErrorJson(json, 'es', 'unsupportedMediaType', httpErrorStrings.es.errors.unsupportedMediaType.message, '415 json');
  });

  it('fields that do not pass: 422 with every header, the code and the fields', async () => {
    const answer = await post(formBody('contact', { name: '', email: 'nope', subject: 's', message: 'm' }), { host: 'hraun.io', accept: 'application/json' });
    expect(answer.status).toBe(422);
    expectSecurityHeaders(answer.headers, '422');
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      code: 'invalidFields',
      message: httpErrorStrings.en.formErrors.invalidFields,
      errors: { name: 'required', email: 'email' },
    });
  });

  it('an unknown form: 400 with every header, a localized message', async () => {
    const answer = await post(formBody('newsletter'), { host: 'hraun.is', accept: 'application/json' });
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, 'unknown form');
    expectErrorJson(answer, 'is', 'unknownForm', httpErrorStrings.is.formErrors.unknownForm, 'unknown form');
  });

  it('too many posts: 429 with Retry-After and every header', async () => {
    const statuses: number[] = [];
    let last: RawAnswer | undefined;
    // Earlier tests of this file posted from the same loopback address: post until the limit of 8 is spent.
    for (let i = 0; i < 9 && last?.status !== 429; i += 1) {
      last = await post(formBody('contact', { name: 'Ann', email: 'ann@example.com', subject: 's', message: 'm' }), { host: 'hraun.es', accept: 'application/json' });
      statuses.push(last.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expectSecurityHeaders(last!.headers, '429');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expectErrorJson(last!, 'es', 'rateLimited', httpErrorStrings.es.errors.rateLimited.message, '429');
  });

  it('a store that cannot write: 503 with every header, a localized message', async () => {
    const answer = await post(formBody('contact'), { host: 'hraun.dk', accept: 'application/json' }, failingPort);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expectSecurityHeaders(answer.headers, '503');
    expectErrorJson(answer, 'da', 'unavailable', httpErrorStrings.da.errors.unavailable.message, '503');
  });
});
