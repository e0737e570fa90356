// Two details of what a form body may hold, over a real socket: a UTF-8 byte order mark before the body is read
// as if it were not there, and bidirectional controls in a name or a subject are refused with their own field
// error, worded in the visitor's language (the same words the site's form shows).
import { contactForm, localeTags, strings, type Locale } from '@hraun/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../src/forms/submit';
import { httpExchange } from '../server/sockets';
import { formBody, validForms } from './helpers';
import { parseHtml } from './html';
import { formServer, type FormServer } from './server';

let server: FormServer;
let port: number;

beforeAll(async () => {
  server = await formServer();
  port = await server.listen();
});
afterAll(() => server.close());

const hosts: Record<Locale, string> = { is: 'hraun.is', en: 'hraun.io', es: 'hraun.es', da: 'hraun.dk' };
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function post(body: string | Buffer, { host = 'hraun.is', json = true }: { host?: string; json?: boolean } = {}) {
  return httpExchange(port, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', accept: json ? 'application/json' : 'text/html' },
    body,
  });
}

describe('a body that starts with a byte order mark', () => {
  it('is stored as if the mark were not there', async () => {
    const answer = await post(Buffer.concat([BOM, Buffer.from(formBody('contact'))]));
    expect(answer.status).toBe(200);
    const { id } = JSON.parse(answer.body) as { id: string };
    const stored = (await server.store.list()).find((row) => row.id === id);
    expect(stored?.formName).toBe('contact');
    expect(stored?.fields).toEqual(validForms.contact);
  });

  it('is refused like any other body when what follows the mark is not a form', async () => {
    const answer = await post(Buffer.concat([BOM, Buffer.from('name=x')]));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'missingForm' });
  });
});

describe('bidirectional controls in names and subjects', () => {
  const contact = validForms.contact!;

  it.each([
    ['a right-to-left override in the name', { name: 'Jón \u202Enossnój' }, { name: 'bidi' }],
    ['a left-to-right embedding in the name', { name: '\u202AJón' }, { name: 'bidi' }],
    ['a first-strong isolate in the subject', { subject: 'Reikningur \u2068exe.fdp\u2069' }, { subject: 'bidi' }],
    ['controls in both', { name: 'A\u2067B', subject: 'C\u202BD' }, { name: 'bidi', subject: 'bidi' }],
  ])('%s: 422 with the field error bidi, nothing stored', async (_name, fields, errors) => {
    const before = await server.store.count();
    const answer = await post(formBody('contact', { ...contact, ...fields }));
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, code: 'invalidFields', errors });
    expect(await server.store.count()).toBe(before);
  });

  it("is a reason the site's script keeps from the answer, to word it from the same strings", async () => {
    const answer = await post(formBody('contact', { ...contact, subject: 'x\u202Ey' }));
    expect(fieldErrorsOf(contactForm, JSON.parse(answer.body))).toEqual({ subject: 'bidi' });
    for (const locale of ['is', 'en', 'es', 'da'] as const) expect(strings[locale].forms.fieldErrors.bidi).toMatch(/\S/);
  });

  it('leaves the message alone, where quoted text may hold them', async () => {
    expect((await post(formBody('contact', { ...contact, message: 'Tilvitnun: \u202Eabc' }))).status).toBe(200);
  });

  it.each(['is', 'en', 'es', 'da'] as const)('%s: the page without JavaScript names the field and says why', async (locale) => {
    const answer = await post(formBody('contact', { ...contact, name: 'Jón\u202E' }), { host: hosts[locale], json: false });
    expect(answer.status).toBe(422);
    const t = strings[locale].forms;
    const doc = parseHtml(answer.body);
    expect(doc.documentElement.getAttribute('lang')).toBe(localeTags[locale]);
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual([`${t.labels.name}: ${t.fieldErrors.bidi}`]);
  });
});
