// POST / with valid submissions: JSON for the site's script, an HTML page in the request's language for
// a browser without JavaScript, the stored rows and their outbox rows, and answers that never wait for
// notifications.
import { localeTags, strings, type Locale } from '@hraun/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxWorker } from '../../server/forms/outbox';
import type { SubmissionStore } from '../../server/forms/store';
import { formBody, validForms } from './helpers';
import { parseHtml } from './html';
import { formServer, type FormServer } from './server';

let server: FormServer;

beforeAll(async () => {
  server = await formServer();
});
afterAll(() => server.close());

describe('a valid submission, answered as JSON', () => {
  it.each(Object.keys(validForms))('%s: 200 {ok, id}, stored with its language', async (formName) => {
    const response = await server.post(formBody(formName), { host: 'en.localhost:4173' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<{ ok: boolean; id: string }>();
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [stored] = (await server.store.list({ form: formName })).filter((row) => row.id === answer.id);
    expect(stored).toMatchObject({ formName, locale: 'en', clientIpHash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    for (const [name, value] of Object.entries(validForms[formName]!)) expect(stored?.fields[name]).toBe(value);
    // Hidden fields are not kept.
    expect(stored?.fields).not.toHaveProperty('form-name');
    expect(stored?.fields).not.toHaveProperty('bot-field');
  });

  it('normalises what it stores: trimmed, multi-selections joined and deduplicated', async () => {
    const body = formBody('quote', { ...validForms.quote!, name: '  Anna  ', selected_services: 'seo,web-design , seo' });
    const { id } = (await server.post(body)).json<{ id: string }>();
    const [stored] = (await server.store.list({ form: 'quote' })).filter((row) => row.id === id);
    expect(stored?.fields.name).toBe('Anna');
    expect(stored?.fields.selected_services).toBe('seo, web-design');
  });

  it('joins checkbox values posted without JavaScript (a repeated key per checked box)', async () => {
    const fields = { ...validForms.quote! };
    delete fields.selected_services;
    const body = formBody('quote', fields, [
      ['selected_services', 'web-design'],
      ['selected_services', 'seo'],
      ['selected_services', 'analytics'],
    ]);
    const { id } = (await server.post(body)).json<{ id: string }>();
    const [stored] = (await server.store.list({ form: 'quote' })).filter((row) => row.id === id);
    expect(stored?.fields.selected_services).toBe('web-design, seo, analytics');
  });

  it('takes the language from ?lng= before the host', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/?lng=da',
      payload: formBody('contact'),
      headers: { host: 'hraun.is', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    });
    const { id } = response.json<{ id: string }>();
    expect((await server.store.list()).find((row) => row.id === id)?.locale).toBe('da');
  });

  it('keeps the security headers of every answer', async () => {
    const response = await server.post(formBody('contact'));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

const locales: Locale[] = ['is', 'en', 'es', 'da'];
const hosts: Record<Locale, string> = { is: 'hraun.is', en: 'hraun.io', es: 'hraun.es', da: 'hraun.dk' };
const successKeys: Record<string, 'contact' | 'quote' | 'order' | 'serviceDesk'> = {
  contact: 'contact',
  quote: 'quote',
  servicedesk: 'serviceDesk',
  'wordpress-express-order': 'order',
  'hosting-order': 'order',
};

const parse = parseHtml;

describe('without JavaScript: an HTML page in the language of the domain', () => {
  it.each(locales.flatMap((locale) => Object.keys(successKeys).map((form) => [locale, form] as const)))(
    '%s, %s: thank-you page, 200, with a link back to the form',
    async (locale, formName) => {
      const host = hosts[locale];
      const response = await server.post(formBody(formName), {
        json: false,
        host,
        headers: { referer: `https://${host}/hafa-samband?x=1` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-language']).toBe(locale);
      const t = strings[locale].forms;
      const doc = parse(response.body);
      expect(response.body.startsWith('<!doctype html>')).toBe(true);
      expect(doc.documentElement.lang).toBe(localeTags[locale]);
      expect(doc.title).toBe(t.noscript.thanksTitle);
      expect(doc.querySelector('h1')?.textContent).toBe(t.noscript.thanksTitle);
      const key = successKeys[formName]!;
      // The spec's thank-you text, then when the reply comes.
      expect(doc.querySelector('main p')?.textContent).toBe(`${t.success[key]} ${t.success.reply[key]}`);
      const back = doc.querySelector('a');
      expect(back?.getAttribute('href')).toBe('/hafa-samband?x=1');
      expect(back?.textContent).toBe(t.noscript.back);
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    },
  );

  it.each(locales)('%s: field errors with their labels and messages, 422', async (locale) => {
    const response = await server.post(formBody('servicedesk', { name: '', email: 'nope', website: 'javascript:alert(1)', problem: 'x', urgency: 'whenever' }), {
      json: false,
      host: hosts[locale],
    });
    expect(response.statusCode).toBe(422);
    const t = strings[locale].forms;
    const doc = parse(response.body);
    expect(doc.documentElement.lang).toBe(localeTags[locale]);
    expect(doc.title).toBe(t.noscript.errorTitle);
    const items = [...doc.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      // Each field's own wording where it has one, the general message otherwise (the same the page shows with JavaScript).
      `${t.labels.name}: ${t.fieldErrors.fields.name.required}`,
      `${t.labels.email}: ${t.fieldErrors.fields.email.email}`,
      `${t.labels.website}: ${t.fieldErrors.fields.website.url}`,
      `${t.labels.urgency}: ${t.fieldErrors.option}`,
    ]);
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('links back home when the Referer is another site', async () => {
    const response = await server.post(formBody('contact'), { json: false, headers: { referer: 'https://evil.example/phish' } });
    expect(parse(response.body).querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('answers JSON only to clients that accept it', async () => {
    const html = await server.post(formBody('contact'), { json: false, headers: { accept: '*/*' } });
    expect(html.headers['content-type']).toContain('text/html');
    const json = await server.post(formBody('contact'), { json: false, headers: { accept: 'text/html;q=0.9, application/json' } });
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers.vary).toContain('Accept');
  });
});

describe('notifications never hold the answer', () => {
  it('answers 2xx while the webhook hangs, then delivers from the outbox', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[] = [];
    const local = await formServer({
      outbox: (store) =>
        new OutboxWorker(store, {
          webhook: async (submission) => {
            await gate;
            seen.push(submission.id);
          },
        }, { pollMs: 20 }),
    });
    const started = Date.now();
    const response = await local.post(formBody('contact'));
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const { id } = response.json<{ id: string }>();
    expect(await local.store.outbox(id)).toEqual([expect.objectContaining({ channel: 'webhook', deliveredAt: null })]);
    release();
    for (let i = 0; i < 250 && !seen.includes(id); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toContain(id);
    for (let i = 0; i < 250 && (await local.store.outbox(id))[0]?.deliveredAt == null; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await local.store.outbox(id))[0]?.deliveredAt).not.toBeNull();
    await local.close();
  });
});

describe('a store that cannot write', () => {
  it('answers 503 and never 2xx', async () => {
    const failing = await formServer({
      wrapStore: (store) =>
        new Proxy(store, {
          get(target, property, receiver) {
            if (property === 'insert') return () => Promise.reject(new Error('disk full'));
            return Reflect.get(target, property, receiver) as unknown;
          },
        }) as SubmissionStore,
    });
    const response = await failing.post(formBody('contact'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({ ok: false, error: 'unavailable' });
    expect(await failing.store.count()).toBe(0);
    await failing.close();
  });
});

