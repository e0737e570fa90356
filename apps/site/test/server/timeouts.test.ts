// Header and request timeouts hold as configured, over a real socket: a client trickling its headers, or its body,
// a byte at a time is cut within the limit plus Node's check interval (not up to 30 s late, as with Node's default
// interval), with a 408 that carries the security headers.
import { localeTags } from '@hraun/content';
import { httpErrorStrings } from '@hraun/content/http-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, DEFAULT_TIMEOUTS } from '../../server/app';
import { emptyDist, formBody, tempDir } from '../forms-server/helpers';
import { parseHtml } from '../forms-server/html';
import { formServer, type FormServer } from '../forms-server/server';
import { expectSecurityHeaders } from './security-headers';
import { trickle } from './sockets';

// Small limits, checked as often as in production.
const timeouts = { headersMs: 1_000, requestMs: 2_000, checkIntervalMs: DEFAULT_TIMEOUTS.checkIntervalMs };
/** Leeway for a loaded machine, on top of the limit and the check interval. */
const SLACK_MS = 2_000;

let server: FormServer;
let port: number;

beforeAll(async () => {
  server = await formServer({ server: { timeouts } });
  port = await server.listen();
});
afterAll(() => server.close());

describe('timeouts over a real socket', () => {
  it('cuts a client that sends its headers byte by byte once the header time is up, with a 408', async () => {
    const result = await trickle(port, 'GET / HTTP/1.1\r\nHost: hraun.is\r\nX-Slow: ', 'abcdefghij', { intervalMs: 100, giveUpMs: 15_000 });
    console.info(`slow headers: cut after ${result.closedAfterMs} ms (headers ${timeouts.headersMs} ms, checked every ${timeouts.checkIntervalMs} ms), ${result.bytesSent} bytes sent`);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(result.closedAfterMs).toBeLessThan(timeouts.headersMs + timeouts.checkIntervalMs + SLACK_MS);
    expect(result.answer.status).toBe(408);
    expectSecurityHeaders(result.answer.headers, 'slow headers');
    // Node keeps no bytes of a request it times out: the default language.
    const doc = parseHtml(result.answer.body);
    expect(doc.documentElement.getAttribute('lang')).toBe(localeTags.is);
    expect(doc.title).toBe(httpErrorStrings.is.errors.requestTimeout.title);
  });

  it('cuts a client that sends nothing at all after connecting', async () => {
    const result = await trickle(port, '', '', { intervalMs: 60_000, giveUpMs: 15_000 });
    console.info(`silent client: cut after ${result.closedAfterMs} ms`);
    expect(result.closedAfterMs).toBeLessThan(timeouts.headersMs + timeouts.checkIntervalMs + SLACK_MS);
  });

  it('cuts a client that trickles its body once the request time is up, with a 408 in the language of the request', async () => {
    const body = formBody('contact');
    const head = `POST / HTTP/1.1\r\nHost: hraun.io\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\nContent-Length: ${body.length * 100}\r\n\r\n`;
    const before = await server.store.count();
    const result = await trickle(port, head, body, { intervalMs: 100, giveUpMs: 15_000 });
    console.info(`slow body: cut after ${result.closedAfterMs} ms (request ${timeouts.requestMs} ms, checked every ${timeouts.checkIntervalMs} ms), ${result.bytesSent} bytes sent`);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(result.closedAfterMs).toBeLessThan(timeouts.requestMs + timeouts.checkIntervalMs + SLACK_MS);
    expect(result.answer.status).toBe(408);
    expectSecurityHeaders(result.answer.headers, 'slow body');
    expect(JSON.parse(result.answer.body)).toEqual({ ok: false, code: 'requestTimeout', message: httpErrorStrings.en.errors.requestTimeout.message });
    expect(await server.store.count()).toBe(before);
  });

  it('serves a client that is merely slow but within the limits', async () => {
    const result = await trickle(port, 'GET /healthz HTTP/1.1\r\nHost: hraun.is\r\nConnection: close\r\n', '\r\n', { intervalMs: 300, giveUpMs: 5_000 });
    expect(result.answer.status).toBe(200);
    expect(result.answer.body).toBe('{"status":"ok"}');
  });
});

describe('production limits', () => {
  it('are set on the HTTP server itself, checked every second', async () => {
    const dir = tempDir();
    const app = await buildServer({ distDir: emptyDist(dir.dir) });
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 30_000, checkIntervalMs: 1_000 });
    expect(app.server.headersTimeout).toBe(20_000);
    expect(app.server.requestTimeout).toBe(30_000);
    expect((app.server as typeof app.server & { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1_000);
    await app.close();
    dir.cleanup();
  });
});
