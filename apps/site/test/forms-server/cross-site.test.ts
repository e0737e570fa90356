// Issue 32, defect 8: form posts from other sites. A page elsewhere must not make its visitors' browsers post to us:
// a post whose `Origin` is not one of the site's, or whose `Sec-Fetch-Site` says another site sent it, is refused with
// 403 in the visitor's language (a page, or JSON `{code, message}`) and nothing is stored. The site's own origins, a
// browser's `same-origin`/`none`, and clients that send neither header (the no-JavaScript form in an old browser) are
// taken. Against the real server process (server/main.ts) and its SQLite file.
import { localeTags, type Locale } from '@hraun/content';
import { httpErrorStrings } from '@hraun/content/http-errors';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/forms/sqlite-store';
import { httpExchange } from '../server/sockets';
import { emptyDist, formBody, tempDir, validForms } from './helpers';
import { parseHtml } from './html';
import { killAll, startMain, type MainProcess } from './main-process';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const dbPath = join(dir.dir, 'submissions.sqlite');
const children: ChildProcess[] = [];
let server: MainProcess;
let store: SqliteStore;

beforeAll(async () => {
  server = await startMain({ DIST_DIR: distDir, FORMS_DB_PATH: dbPath, FORMS_RATE_LIMIT: 'off' }, children);
  store = new SqliteStore(dbPath);
}, 60_000);
afterAll(async () => {
  killAll(children);
  await store.close();
  dir.cleanup();
});

let sent = 0;

/** A post of the contact form, each with a message of its own (the same post sent again is stored once). */
function post(headers: Record<string, string>, { json = true }: { json?: boolean } = {}) {
  sent += 1;
  return httpExchange(server.port, {
    method: 'POST',
    headers: {
      host: 'hraun.is',
      'content-type': 'application/x-www-form-urlencoded',
      accept: json ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...headers,
    },
    body: formBody('contact', { ...validForms.contact!, message: `Post ${sent}` }),
  });
}

describe('posts from the site itself, or from clients that do not say', () => {
  it.each<[string, Record<string, string>]>([
    ['neither Origin nor Sec-Fetch-Site (an old browser without JavaScript)', {}],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'https://hraun.is' }],
    ['Sec-Fetch-Site: none (the visitor’s own action)', { 'sec-fetch-site': 'none' }],
    ['Origin https://hraun.is without Sec-Fetch-Site (an older browser)', { origin: 'https://hraun.is' }],
    ['Origin https://www.hraun.is', { origin: 'https://www.hraun.is', 'sec-fetch-site': 'same-site' }],
    ['another language domain, https://hraun.io (cross-site, and ours)', { origin: 'https://hraun.io', 'sec-fetch-site': 'cross-site' }],
    ['https://www.hraun.dk', { origin: 'https://www.hraun.dk' }],
    ['https://hraun.es', { origin: 'https://hraun.es' }],
    ['a local preview, http://localhost:5173 posting to localhost', { host: 'localhost:4173', origin: 'http://localhost:5173' }],
    ['a language preview, http://en.localhost:4173', { host: 'en.localhost:4173', origin: 'http://en.localhost:4173', 'sec-fetch-site': 'same-site' }],
  ])('%s: 200, stored', async (_case, headers) => {
    const before = await store.count();
    const answer = await post(headers);
    expect(answer.status).toBe(200);
    expect(await store.count()).toBe(before + 1);
  });
});

describe('posts from other sites', () => {
  it.each<[string, Record<string, string>]>([
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site from https://evil.example', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null' }],
    ['a look-alike host, https://hraun.is.evil.example', { origin: 'https://hraun.is.evil.example' }],
    ['a look-alike host, https://evilhraun.is', { origin: 'https://evilhraun.is' }],
    ['a subdomain that is not www, https://forms.hraun.is', { origin: 'https://forms.hraun.is', 'sec-fetch-site': 'same-site' }],
    ['the site’s domain on another port, https://hraun.is:8443', { origin: 'https://hraun.is:8443' }],
    ['a local page posting to the production host', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
    ['a file: page', { origin: 'file://' }],
  ])('%s: 403 crossSite, nothing stored', async (_case, headers) => {
    const before = await store.count();
    const answer = await post(headers);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, code: 'crossSite', message: httpErrorStrings.is.formErrors.crossSite });
    expect(await store.count()).toBe(before);
  });

  const hosts: Record<Locale, string> = { is: 'hraun.is', en: 'hraun.io', es: 'hraun.es', da: 'hraun.dk' };
  it.each(['is', 'en', 'es', 'da'] as const)('%s: the page without JavaScript says why, in the visitor’s language', async (locale) => {
    const answer = await post({ host: hosts[locale], origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { json: false });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-language']).toBe(locale);
    const doc = parseHtml(answer.body);
    expect(doc.documentElement.getAttribute('lang')).toBe(localeTags[locale]);
    expect(doc.querySelector('p')?.textContent).toBe(httpErrorStrings[locale].formErrors.crossSite);
  });

  it.each(['is', 'en', 'es', 'da'] as const)('%s: JSON {code, message} in the visitor’s language', async (locale) => {
    const answer = await post({ host: hosts[locale], origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-language']).toBe(locale);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, code: 'crossSite', error: 'crossSite', message: httpErrorStrings[locale].formErrors.crossSite });
  });
});
