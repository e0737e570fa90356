// Methods a page does not take are answered 405 with Allow (GET, HEAD on every page; POST too on `/`, where the
// forms post), in the request's language: a page for browsers, JSON for JSON clients. Over a real socket, with the
// whole server (pages and forms).
import { localeTags, type Locale } from '@hraun/content';
import { httpErrorStrings } from '@hraun/content/http-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { formBody } from '../forms-server/helpers';
import { parseHtml } from '../forms-server/html';
import { formServer, type FormServer } from '../forms-server/server';
import { createFixtureDist, FIXTURE_MARK, type FixtureDist } from '../seo/fixture-dist';
import { expectSecurityHeaders } from './security-headers';
import { httpExchange, listenOnLoopback, rawExchange } from './sockets';

let fixture: FixtureDist;
let server: FormServer;
let port: number;

beforeAll(async () => {
  fixture = createFixtureDist();
  server = await formServer({ distDir: fixture.distDir });
  port = await server.listen();
});
afterAll(async () => {
  await server.close();
  fixture.cleanup();
});

const hosts: Record<Locale, string> = { is: 'hraun.is', en: 'hraun.io', es: 'hraun.es', da: 'hraun.dk' };

describe('405 Method Not Allowed', () => {
  const cases: Array<{ method: string; path: string; allow: string }> = [
    { method: 'PUT', path: '/verdskra', allow: 'GET, HEAD' },
    { method: 'DELETE', path: '/verdskra', allow: 'GET, HEAD' },
    { method: 'PATCH', path: '/thjonusta/vefsidugerd', allow: 'GET, HEAD' },
    { method: 'OPTIONS', path: '/verdskra', allow: 'GET, HEAD' },
    { method: 'TRACE', path: '/verdskra', allow: 'GET, HEAD' },
    { method: 'PROPFIND', path: '/', allow: 'GET, HEAD, POST' },
    { method: 'PUT', path: '/', allow: 'GET, HEAD, POST' },
    { method: 'DELETE', path: '/?lng=en', allow: 'GET, HEAD, POST' },
    // Forms post to the root only; a missing page does not take a post either.
    { method: 'POST', path: '/hafa-samband', allow: 'GET, HEAD' },
    { method: 'POST', path: '/no-such-page', allow: 'GET, HEAD' },
    { method: 'PUT', path: '/healthz', allow: 'GET, HEAD' },
    { method: 'POST', path: '/readyz', allow: 'GET, HEAD' },
    { method: 'DELETE', path: '/assets/index-Ab12Cd34.js', allow: 'GET, HEAD' },
  ];

  it.each(cases)('$method $path: 405, Allow: $allow, an HTML page in the language of the domain', async ({ method, path, allow }) => {
    for (const locale of ['is', 'en', 'es', 'da'] as const) {
      const answer = await httpExchange(port, { method, path, headers: { host: hosts[locale], accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      const label = `${method} ${path} ${locale}`;
      expect(answer.status, label).toBe(405);
      expect(answer.headers.allow, label).toBe(allow);
      expectSecurityHeaders(answer.headers, label);
      expect(answer.headers['content-type'], label).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], label).toBe('no-store');
      // `?lng=` previews a language, as for pages.
      const language: Locale = path.includes('lng=en') ? 'en' : locale;
      const t = httpErrorStrings[language];
      const doc = parseHtml(answer.body);
      expect(doc.documentElement.getAttribute('lang'), label).toBe(localeTags[language]);
      expect(doc.title, label).toBe(t.errors.methodNotAllowed.title);
      expect(doc.querySelector('h1')?.textContent, label).toBe(t.errors.methodNotAllowed.title);
      expect(doc.querySelector('main p')?.textContent, label).toBe(t.errors.methodNotAllowed.message);
      const home = doc.querySelector('a');
      expect(home?.getAttribute('href'), label).toBe('/');
      expect(home?.textContent, label).toBe(t.home);
      expect(doc.querySelectorAll('script'), label).toHaveLength(0);
    }
  });

  it('answers JSON clients in JSON, in the language of the domain', async () => {
    for (const locale of ['is', 'en', 'es', 'da'] as const) {
      const answer = await httpExchange(port, { method: 'DELETE', path: '/', headers: { host: hosts[locale], accept: 'application/json' } });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-language']).toBe(locale);
      expectSecurityHeaders(answer.headers, locale);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, code: 'methodNotAllowed', message: httpErrorStrings[locale].errors.methodNotAllowed.message });
    }
  });

  it('refuses before reading the body: a huge PUT gets 405, not 413, and nothing is stored', async () => {
    const before = await server.store.count();
    const answer = await httpExchange(port, {
      method: 'PUT',
      path: '/',
      headers: { host: 'hraun.is', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: formBody('contact', { name: 'a'.repeat(200_000), email: 'x@example.is', subject: 's', message: 'm' }),
    });
    expect(answer.status).toBe(405);
    expect(await server.store.count()).toBe(before);
  });

  it('keeps GET and HEAD on every page and POST on the root', async () => {
    const page = await httpExchange(port, { path: '/verdskra', headers: { host: 'hraun.io' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(FIXTURE_MARK.en.page);
    const head = await rawExchange(port, 'HEAD /verdskra HTTP/1.1\r\nHost: hraun.io\r\nConnection: close\r\n\r\n');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const missing = await httpExchange(port, { path: '/no-such-page', headers: { host: 'hraun.dk' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(FIXTURE_MARK.da.notFound);
    const posted = await httpExchange(port, {
      method: 'POST',
      path: '/',
      headers: { host: 'hraun.is', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: formBody('contact'),
    });
    expect(posted.status).toBe(200);
  });

  it('allows no POST on the root of a server that takes no forms', async () => {
    const pagesOnly = await buildServer({ distDir: fixture.distDir });
    const pagesPort = await listenOnLoopback(pagesOnly);
    const answer = await httpExchange(pagesPort, { method: 'POST', path: '/', headers: { host: 'hraun.is', 'content-type': 'application/x-www-form-urlencoded' }, body: formBody('contact') });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(answer.headers, 'pages only');
    await pagesOnly.close();
  });
});
