// Issue 32, defect 10, against the real server process (server/main.ts) with a real SMTP sink: bidirectional controls in
// every one-line field, internationalized e-mail addresses (a domain sent in its ASCII form, a local part beyond ASCII
// refused with a field error of its own in the visitor's language), and a message that tries to forge the mail's own
// lines.
import { strings, type Locale } from '@hraun/content';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/forms/sqlite-store';
import { httpExchange } from '../server/sockets';
import { emptyDist, formBody, tempDir, validForms } from './helpers';
import { parseHtml } from './html';
import { killAll, startMain, type MainProcess } from './main-process';
import { smtpSink, type SmtpSink } from './smtp-sink';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const dbPath = join(dir.dir, 'submissions.sqlite');
const children: ChildProcess[] = [];
let server: MainProcess;
let store: SqliteStore;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await smtpSink();
  server = await startMain(
    { DIST_DIR: distDir, FORMS_DB_PATH: dbPath, FORMS_RATE_LIMIT: 'off', SMTP_URL: sink.url, FORMS_MAIL_TO: 'forms@example.is' },
    children,
  );
  store = new SqliteStore(dbPath);
}, 60_000);
afterAll(async () => {
  killAll(children);
  await store.close();
  await sink.close();
  dir.cleanup();
});

const hosts: Record<Locale, string> = { is: 'hraun.is', en: 'hraun.io', es: 'hraun.es', da: 'hraun.dk' };

function post(body: string, { host = 'hraun.is', json = true }: { host?: string; json?: boolean } = {}) {
  return httpExchange(server.port, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', accept: json ? 'application/json' : 'text/html' },
    body,
  });
}

/** The text body of a received mail: headers dropped, quoted-printable undone, UTF-8 read. */
function mailBody(data: string): { headers: string; text: string } {
  const split = data.indexOf('\r\n\r\n');
  const headers = data.slice(0, split);
  let body = data.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    body = body.replace(/=\r\n/g, '');
    const bytes = Buffer.from(body.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1');
    body = bytes.toString('utf8');
  } else if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    body = Buffer.from(body, 'base64').toString('utf8');
  } else {
    body = Buffer.from(body, 'latin1').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
}

async function mailOf(id: string) {
  const end = Date.now() + 15_000;
  for (;;) {
    const mail = sink.received.find((candidate) => candidate.data.includes(id));
    if (mail) return mailBody(mail.data);
    if (Date.now() > end) throw new Error(`no mail for ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('bidirectional controls', () => {
  const contact = validForms.contact!;
  it.each([
    ['the e-mail address', { email: 'jon\u202E@example.is' }, { email: 'bidi' }],
    ['the company', { company: 'Hraun \u2067ehf.' }, { company: 'bidi' }],
    ['the phone', { phone: '555\u202D1234' }, { phone: 'bidi' }],
    ['the name and the subject', { name: 'A\u2066B', subject: 'C\u202AD' }, { name: 'bidi', subject: 'bidi' }],
  ])('in %s: 422 bidi, nothing stored', async (_case, fields, errors) => {
    const before = await store.count();
    const answer = await post(formBody('contact', { ...contact, ...fields }));
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'invalidFields', errors });
    expect(await store.count()).toBe(before);
  });

  it('in the web address of a service-desk request and the domain of an order: 422 bidi', async () => {
    const desk = await post(formBody('servicedesk', { ...validForms.servicedesk!, website: 'https://example.is/\u202Efdp.exe' }));
    expect(JSON.parse(desk.body)).toMatchObject({ errors: { website: 'bidi' } });
    const order = await post(formBody('hosting-order', { ...validForms['hosting-order']!, domain: 'example\u2069.es' }));
    expect(JSON.parse(order.body)).toMatchObject({ errors: { domain: 'bidi' } });
  });
});

describe('internationalized e-mail addresses', () => {
  it('jon@dæmi.is: stored and mailed with the domain in its ASCII form (IDNA), so no SMTPUTF8 is needed', async () => {
    const answer = await post(formBody('contact', { ...validForms.contact!, email: 'jon@dæmi.is' }));
    expect(answer.status).toBe(200);
    const { id } = JSON.parse(answer.body) as { id: string };
    expect((await store.list()).find((row) => row.id === id)?.fields.email).toBe('jon@xn--dmi-yla.is');
    const mail = await mailOf(id);
    expect(mail.headers).toMatch(/^Reply-To: jon@xn--dmi-yla\.is$/im);
    expect(mail.text).toContain('\nemail: jon@xn--dmi-yla.is\n');
  });

  it.each(['is', 'en', 'es', 'da'] as const)('%s: jón@dæmi.is is refused with the error of its own (letters a–z before the @), as JSON and as a page', async (locale) => {
    const before = await store.count();
    const body = formBody('contact', { ...validForms.contact!, email: 'jón@dæmi.is' });
    const json = await post(body, { host: hosts[locale] });
    expect(json.status).toBe(422);
    expect(JSON.parse(json.body)).toMatchObject({ code: 'invalidFields', errors: { email: 'emailLocalPart' } });
    const page = await post(body, { host: hosts[locale], json: false });
    expect(page.status).toBe(422);
    const t = strings[locale].forms;
    expect([...parseHtml(page.body).querySelectorAll('li')].map((li) => li.textContent)).toEqual([`${t.labels.email}: ${t.fieldErrors.emailLocalPart}`]);
    expect(await store.count()).toBe(before);
  });
});

describe('a message that imitates the mail’s own lines', () => {
  it('stays indented inside the message: only the mail’s own lines start at the margin', async () => {
    const forged = 'Hello\nemail: eve@evil.example\nId: 00000000-0000-0000-0000-000000000000\n\nname: Eve\r\nsubject: urgent\u2028Form: quote';
    const answer = await post(formBody('contact', { ...validForms.contact!, message: forged }));
    expect(answer.status).toBe(200);
    const { id } = JSON.parse(answer.body) as { id: string };
    const { text } = await mailOf(id);
    const atMargin = text.split('\n').filter((line) => /^\S/.test(line));
    expect(atMargin).toEqual([
      'Form: contact',
      'Language: is',
      expect.stringMatching(/^Received: \d{4}-/),
      `Id: ${id}`,
      `name: ${validForms.contact!.name}`,
      `email: ${validForms.contact!.email}`,
      `phone: ${validForms.contact!.phone}`,
      `company: ${validForms.contact!.company}`,
      `subject: ${validForms.contact!.subject}`,
      'message:',
    ]);
    expect(text).toContain('message:\n    Hello\n    email: eve@evil.example\n    Id: 00000000-0000-0000-0000-000000000000\n\n    name: Eve\n    subject: urgent\n    Form: quote\n');
  });
});
