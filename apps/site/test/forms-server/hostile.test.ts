// Hostile input to POST /: each case asserts its status, that nothing wrong was stored (no submission, no
// outbox row, or exactly the right one), and that the server still answers /healthz.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWorker } from '../../server/forms/outbox';
import { formBody, validForms } from './helpers';
import { parseHtml } from './html';
import { formServer, type FormServer } from './server';

let server: FormServer;
const notified: string[] = [];

beforeAll(async () => {
  server = await formServer({
    rateLimit: { max: 10, windowMs: 60_000 },
    outbox: (store) => new OutboxWorker(store, { webhook: async (submission) => void notified.push(submission.id) }, { pollMs: 50 }),
  });
});
afterAll(() => server.close());

const contact = validForms.contact!;
const long = (n: number, char = 'a') => char.repeat(n);
const urlencoded = 'application/x-www-form-urlencoded';

interface Case {
  name: string;
  body: string | Buffer | (() => Readable);
  contentType?: string | null;
  /** Ask for HTML instead of JSON. */
  html?: boolean;
  headers?: Record<string, string>;
  status: number;
  /** Rows the case must add: 0 unless the input is acceptable. */
  stored?: number;
  /** The JSON error code, or field errors. */
  error?: string;
  errors?: Record<string, string>;
  check?: (body: string, headers: Record<string, unknown>) => void | Promise<void>;
}

const cases: Case[] = [
  // Content type
  { name: 'JSON body', body: JSON.stringify({ 'form-name': 'contact', ...contact }), contentType: 'application/json', status: 415, error: 'unsupportedMediaType' },
  { name: 'text/plain body', body: formBody('contact'), contentType: 'text/plain', status: 415, error: 'unsupportedMediaType' },
  { name: 'multipart body', body: '--x\r\nContent-Disposition: form-data; name="form-name"\r\n\r\ncontact\r\n--x--', contentType: 'multipart/form-data; boundary=x', status: 415, error: 'unsupportedMediaType' },
  { name: 'no content type', body: formBody('contact'), contentType: null, status: 415, error: 'unsupportedMediaType' },
  { name: 'a charset other than UTF-8', body: formBody('contact'), contentType: `${urlencoded}; charset=iso-8859-1`, status: 415, error: 'unsupportedMediaType' },
  { name: 'a look-alike media type', body: formBody('contact'), contentType: `${urlencoded}x`, status: 415, error: 'unsupportedMediaType' },
  { name: 'wrong content type, answered in HTML', body: '{}', contentType: 'application/json', html: true, status: 415 },
  // Size
  { name: 'a body over 64 KB', body: formBody('contact', { ...contact, message: long(70_000) }), status: 413, error: 'tooLarge' },
  { name: 'a body over 64 KB sent chunked (no length)', body: () => Readable.from([Buffer.from(formBody('contact', { ...contact, message: long(80_000) }))]), status: 413, error: 'tooLarge' },
  { name: 'a name over its limit', body: formBody('contact', { ...contact, name: long(101) }), status: 422, errors: { name: 'tooLong' } },
  { name: 'a message over its limit', body: formBody('contact', { ...contact, message: long(5001) }), status: 422, errors: { message: 'tooLong' } },
  { name: 'an email over its limit', body: formBody('contact', { ...contact, email: `${long(250)}@x.is` }), status: 422, errors: { email: 'tooLong' } },
  { name: 'too many fields', body: Array.from({ length: 100 }, (_, i) => `f${i}=1`).join('&'), status: 400, error: 'tooManyFields' },
  // Required fields and formats
  { name: 'a missing required field', body: formBody('contact', { ...contact, subject: '' }), status: 422, errors: { subject: 'required' } },
  { name: 'only white space in required fields', body: formBody('contact', { ...contact, name: '   ', message: '\n\t ' }), status: 422, errors: { name: 'required', message: 'required' } },
  { name: 'every field empty', body: formBody('servicedesk', {}), status: 422, errors: { name: 'required', email: 'required', problem: 'required', urgency: 'required' } },
  { name: 'a bad email', body: formBody('contact', { ...contact, email: 'jon@' }), status: 422, errors: { email: 'email' } },
  { name: 'an email with a header injection', body: formBody('contact', { ...contact, email: 'a@b.is\r\nBcc: victim@example.com' }), status: 422, errors: { email: 'control' } },
  { name: 'a javascript: URL', body: formBody('servicedesk', { ...validForms.servicedesk!, website: 'javascript:alert(1)' }), status: 422, errors: { website: 'url' } },
  { name: 'a URL without a scheme', body: formBody('servicedesk', { ...validForms.servicedesk!, website: 'example.is' }), status: 422, errors: { website: 'url' } },
  { name: 'a value not among the options', body: formBody('servicedesk', { ...validForms.servicedesk!, urgency: 'critical' }), status: 422, errors: { urgency: 'option' } },
  { name: 'an unknown service in a multi-selection', body: formBody('quote', { ...validForms.quote!, selected_services: 'seo, <b>hack</b>' }), status: 422, errors: { selected_services: 'option' } },
  { name: 'a package of the other order page', body: formBody('hosting-order', { ...validForms['hosting-order']!, selected_package: 'wordpress-express' }), status: 422, errors: { selected_package: 'option' } },
  // Form name
  { name: 'an unknown form', body: formBody('newsletter', contact), status: 400, error: 'unknownForm' },
  { name: 'no form-name', body: new URLSearchParams(contact).toString(), status: 400, error: 'missingForm' },
  { name: 'an empty form-name', body: formBody('', contact), status: 400, error: 'missingForm' },
  { name: 'form-name __proto__', body: formBody('__proto__', contact), status: 400, error: 'unknownForm' },
  { name: 'form-name toString', body: formBody('toString', contact), status: 400, error: 'unknownForm' },
  { name: 'a huge form-name', body: formBody(long(20_000), contact), status: 400, error: 'unknownForm' },
  { name: 'a JSON document sent as a form', body: JSON.stringify({ 'form-name': 'contact' }), status: 400, error: 'missingForm' },
  { name: 'an empty body', body: '', status: 400, error: 'missingForm' },
  // Repeated keys
  { name: 'a repeated name', body: formBody('contact', contact, [['name', 'Other']]), status: 400, error: 'repeatedField' },
  { name: 'a repeated form-name', body: `${formBody('contact')}&form-name=quote`, status: 400, error: 'repeatedField' },
  { name: 'a repeated email', body: formBody('contact', contact, [['email', 'b@example.is']]), status: 400, error: 'repeatedField' },
  { name: 'a repeated unknown key', body: formBody('contact', contact, [['x', '1'], ['x', '2']]), status: 400, error: 'repeatedField' },
  { name: 'a repeated honeypot', body: formBody('contact', contact, [['bot-field', '']]), status: 400, error: 'repeatedField' },
  // Encoding
  { name: 'an invalid UTF-8 byte', body: Buffer.concat([Buffer.from(formBody('contact')), Buffer.from('&company='), Buffer.from([0xff, 0xfe])]), status: 400, error: 'encoding' },
  { name: 'an overlong UTF-8 slash', body: Buffer.concat([Buffer.from(`${formBody('contact')}&company=`), Buffer.from([0xc0, 0xaf])]), status: 400, error: 'encoding' },
  { name: 'an invalid percent-escaped sequence', body: `${formBody('contact')}&company=%C3%28`, status: 400, error: 'encoding' },
  { name: 'a percent-escaped lone surrogate', body: `${formBody('contact')}&company=%ED%A0%80`, status: 400, error: 'encoding' },
  { name: 'invalid UTF-8, answered in HTML', body: Buffer.from([0x66, 0x6f, 0x72, 0x6d, 0x2d, 0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff]), html: true, status: 400 },
  // Control characters
  { name: 'a NUL byte in a name', body: formBody('contact', { ...contact, name: 'Jón\u0000' }), status: 422, errors: { name: 'control' } },
  { name: 'a terminal escape in a subject', body: formBody('contact', { ...contact, subject: '\u001b[2J' }), status: 422, errors: { subject: 'control' } },
  { name: 'a C1 control in a company', body: formBody('contact', { ...contact, company: 'a\u0085b' }), status: 422, errors: { company: 'control' } },
  { name: 'a line break in a one-line field', body: formBody('contact', { ...contact, subject: 'a\nb' }), status: 422, errors: { subject: 'control' } },
  // Script payloads: kept verbatim (it is what was sent), never echoed unescaped
  {
    name: 'a script payload in every text field',
    body: formBody('contact', { ...contact, name: '<script>alert(1)</script>', subject: '"><img src=x onerror=alert(1)>', message: '</textarea><script>alert(document.cookie)</script>' }),
    html: true,
    status: 200,
    stored: 1,
    check: async (body) => {
      expect(body).not.toMatch(/<script|<img|onerror/i);
      const [row] = await server.store.list({ limit: 1 });
      expect(row?.fields).toMatchObject({ name: '<script>alert(1)</script>', subject: '"><img src=x onerror=alert(1)>', message: '</textarea><script>alert(document.cookie)</script>' });
    },
  },
  {
    name: 'a script payload in the Referer',
    body: formBody('contact'),
    html: true,
    headers: { referer: 'http://localhost/"><script>alert(1)</script>' },
    status: 200,
    stored: 1,
    check: (body) => {
      expect(body).not.toContain('<script');
      expect(parseHtml(body).querySelector('a')?.getAttribute('href')).toBe('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    },
  },
  { name: 'a javascript: Referer', body: formBody('contact'), html: true, headers: { referer: 'javascript:alert(1)//localhost' }, status: 200, stored: 1, check: (body) => expect(parseHtml(body).querySelector('a')?.getAttribute('href')).toBe('/') },
  {
    name: 'prototype keys beside a valid form',
    body: `${formBody('contact')}&__proto__%5Bpolluted%5D=1&constructor=x&__proto__=y`,
    status: 200,
    stored: 1,
    check: async () => {
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const [row] = await server.store.list({ limit: 1 });
      expect(Object.keys(row!.fields).sort()).toEqual(['company', 'email', 'message', 'name', 'phone', 'subject']);
    },
  },
  // Honeypot
  { name: 'a filled honeypot (JSON)', body: formBody('contact', { ...contact, 'bot-field': 'http://spam.example' }), status: 200, stored: 0, check: (body) => expect(JSON.parse(body)).toEqual({ ok: true, id: expect.any(String) }) },
  { name: 'a filled honeypot (HTML)', body: formBody('quote', { ...validForms.quote!, 'bot-field': 'x' }), html: true, status: 200, stored: 0 },
  { name: 'a filled honeypot on an invalid form', body: formBody('contact', { email: 'bad', 'bot-field': 'x' }), status: 200, stored: 0 },
];

async function send(testCase: Case, remoteAddress: string) {
  const headers: Record<string, string> = {
    host: 'localhost',
    accept: testCase.html ? 'text/html' : 'application/json',
    ...testCase.headers,
  };
  if (testCase.contentType !== null) headers['content-type'] = testCase.contentType ?? urlencoded;
  const payload = typeof testCase.body === 'function' ? testCase.body() : testCase.body;
  return server.app.inject({ method: 'POST', url: '/', payload, headers, remoteAddress });
}

describe('hostile input', () => {
  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((testCase, index) => [testCase.name, testCase, index] as const))('%s', async (_name, testCase, index) => {
    const before = { rows: await server.store.count(), outbox: (await server.store.outbox()).length };
    const response = await send(testCase, `10.0.${Math.floor(index / 200)}.${index % 200}`);

    expect(response.statusCode).toBe(testCase.status);
    expect(response.headers['cache-control']).toBe('no-store');
    if (testCase.html) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const doc = parseHtml(response.body);
      expect(doc.documentElement.getAttribute('lang')).toBe('is-IS');
      expect(doc.title).not.toBe('');
      expect(doc.querySelectorAll('script')).toHaveLength(0);
    } else {
      const body = response.json<Record<string, unknown>>();
      expect(body.ok).toBe(testCase.status === 200);
      if (testCase.error) expect(body).toMatchObject({ ok: false, code: testCase.error, error: testCase.error, message: expect.any(String) });
      if (testCase.errors) expect(body).toEqual({ ok: false, code: 'invalidFields', message: expect.any(String), errors: testCase.errors });
    }
    await testCase.check?.(response.body, response.headers);

    const stored = testCase.stored ?? 0;
    expect(await server.store.count()).toBe(before.rows + stored);
    // One webhook row per stored submission, none for anything refused.
    expect((await server.store.outbox()).length).toBe(before.outbox + stored);
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('flood', () => {
  it('answers 429 with Retry-After past 10 posts a minute from one address, whatever they carry', async () => {
    const before = await server.store.count();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      // Half valid, half refused: every post counts. Each valid one says something else (one sent again is stored once).
      const body = i % 2 === 0 ? formBody('contact', { ...validForms.contact!, message: `Flood ${i}` }) : formBody('nope');
      statuses.push((await server.post(body, { remoteAddress: '203.0.113.7' })).statusCode);
    }
    expect(statuses).toEqual([200, 400, 200, 400, 200, 400, 200, 400, 200, 400]);
    for (let i = 0; i < 20; i += 1) {
      const response = await server.post(formBody('contact'), { remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(response.json()).toMatchObject({ ok: false, error: 'rateLimited', retryAfter });
    }
    // Refused before the body is read: even a wrong content type or a huge body gets 429.
    const huge = await server.app.inject({
      method: 'POST',
      url: '/',
      payload: long(100_000),
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      remoteAddress: '203.0.113.7',
    });
    expect(huge.statusCode).toBe(429);
    expect(parseHtml(huge.body).documentElement.lang).toBe('is-IS');
    expect(await server.store.count()).toBe(before + 5);
    // Another address is not affected, and the site still answers.
    expect((await server.post(formBody('contact'), { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a new forwarded address on each post does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await server.post(formBody('contact'), { remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': `192.0.2.${i}` } })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('other methods and paths', () => {
  it('leaves GET / to the site, and refuses posts elsewhere (405) without storing them', async () => {
    const before = await server.store.count();
    expect((await server.app.inject({ url: '/', headers: { host: 'localhost' } })).statusCode).not.toBe(405);
    const elsewhere = await server.app.inject({ method: 'POST', url: '/hafa-samband', payload: formBody('contact'), headers: { host: 'localhost', 'content-type': urlencoded }, remoteAddress: '192.0.2.1' });
    expect(elsewhere.statusCode).toBe(405);
    expect(elsewhere.headers.allow).toBe('GET, HEAD');
    expect(await server.store.count()).toBe(before);
  });
});
