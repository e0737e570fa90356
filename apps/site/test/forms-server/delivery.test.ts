// Deliveries against a real SMTP server on loopback that misbehaves (issue 32, defect 3): silent after DATA, silent
// from the start, refusing, accepting. Nodemailer's own defaults waited 10 minutes on a silent server, and the outbox
// waited for a whole batch before claiming more, so one silent server held every notification behind it.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageIdOf, smtpChannel, webhookChannel } from '../../server/forms/channels';
import { OutboxWorker } from '../../server/forms/outbox';
import { SqliteStore } from '../../server/forms/sqlite-store';
import type { NewSubmission } from '../../server/forms/store';
import { emptyDist, formBody, tempDir } from './helpers';
import { exited, killAll, startMain } from './main-process';
import { smtpSink, type SmtpSink } from './smtp-sink';

const dir = tempDir();
let store: SqliteStore;
const workers: OutboxWorker[] = [];
const sinks: SmtpSink[] = [];

// A store of its own per test: rows one test leaves due must not be picked up by the next one's workers.
beforeEach(async () => {
  store = new SqliteStore(join(dir.dir, `${randomUUID()}.sqlite`));
  await store.migrate();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(100)));
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  await store.close();
});
const children: ChildProcess[] = [];
afterAll(() => {
  killAll(children);
  dir.cleanup();
});

function submission(): NewSubmission {
  return {
    id: randomUUID(),
    formName: 'contact',
    locale: 'en',
    fields: { name: 'Ann', email: 'ann@example.com', phone: '', company: '', subject: 'Hi', message: 'Hello' },
    createdAt: new Date(),
    clientIpHash: null,
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function sink(options?: { greet?: boolean }): Promise<SmtpSink> {
  const created = await smtpSink(options);
  sinks.push(created);
  return created;
}

const mailTo = { to: 'forms@example.is', from: 'Hraun forms <forms@hraun.is>' };
const fast = { pollMs: 25, baseDelayMs: 40, maxDelayMs: 1000, random: () => 0.5 };
const delivered = async (id: string) => (await store.outbox(id)).every((row) => row.deliveredAt !== null);

describe('SMTP channel timeouts', () => {
  it('gives up on a server that accepts the connection and never greets, after the greeting timeout', async () => {
    const silent = await sink({ greet: false });
    const deliver = smtpChannel({ url: silent.url, ...mailTo, timeouts: { connectionMs: 300, greetingMs: 300, socketMs: 300 } });
    const started = Date.now();
    await expect(deliver({ ...submission(), createdAt: new Date().toISOString() })).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silent.connections()).toBe(1);
  });

  it('gives up on a server gone silent after DATA, after the socket timeout', async () => {
    const silent = await sink();
    silent.holdNext();
    const deliver = smtpChannel({ url: silent.url, ...mailTo, timeouts: { connectionMs: 300, greetingMs: 300, socketMs: 300 } });
    const started = Date.now();
    await expect(deliver({ ...submission(), createdAt: new Date().toISOString() })).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silent.received).toHaveLength(1);
  });

  it('stops at once when the outbox aborts the attempt', async () => {
    const silent = await sink();
    silent.holdNext();
    const deliver = smtpChannel({ url: silent.url, ...mailTo });
    const controller = new AbortController();
    const sending = deliver({ ...submission(), createdAt: new Date().toISOString() }, controller.signal);
    await silent.waitFor(1);
    const started = Date.now();
    controller.abort('deadline');
    await expect(sending).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('the webhook stops at once when the outbox aborts the attempt, well before its own timeout', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const deliver = webhookChannel({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, timeoutMs: 30_000 });
    const controller = new AbortController();
    const sending = deliver({ ...submission(), createdAt: new Date().toISOString() }, controller.signal);
    setTimeout(() => controller.abort('deadline'), 100);
    const started = Date.now();
    await expect(sending).rejects.toBe('deadline');
    expect(Date.now() - started).toBeLessThan(1_000);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('outbox against a misbehaving SMTP server', () => {
  it('a server silent after DATA delays no other message: the next one is delivered while the first hangs', async () => {
    const smtp = await sink();
    const worker = new OutboxWorker(store, { smtp: smtpChannel({ url: smtp.url, ...mailTo }) }, { ...fast, attemptTimeoutMs: 2_000 });
    workers.push(worker);
    worker.start();
    smtp.holdNext();
    const first = submission();
    await store.insert(first, ['smtp']);
    worker.kick();
    await smtp.waitFor(1);
    const silentAt = Date.now();

    const second = submission();
    await store.insert(second, ['smtp']);
    worker.kick();
    await until(() => delivered(second.id), 1_500);
    const waited = Date.now() - silentAt;
    console.info(`delivery test: ${waited} ms from a silent SMTP server to the next message delivered`);
    expect(waited).toBeLessThan(1_000);
    expect(await delivered(first.id)).toBe(false);

    // The first is cut off at the attempt's deadline, counted as failed, and sent again with its Message-ID.
    await until(() => delivered(first.id), 5_000);
    expect(await store.outbox(first.id)).toEqual([expect.objectContaining({ attempts: 2, lastError: null })]);
    const copies = smtp.received.filter((mail) => mail.data.includes(first.id));
    expect(copies.map((mail) => mail.messageId)).toEqual([messageIdOf(first), messageIdOf(first)]);
  });

  it('a refusal is recorded as a failure and retried; the retry is accepted', async () => {
    const smtp = await sink();
    smtp.refuseNext();
    const worker = new OutboxWorker(store, { smtp: smtpChannel({ url: smtp.url, ...mailTo }) }, fast);
    workers.push(worker);
    const s = submission();
    await store.insert(s, ['smtp']);
    worker.start();
    await until(async () => (await store.outbox(s.id))[0]!.attempts >= 1);
    await until(() => delivered(s.id));
    expect(await store.outbox(s.id)).toEqual([expect.objectContaining({ attempts: 2, lastError: null })]);
    expect(smtp.received.filter((mail) => mail.data.includes(s.id))).toHaveLength(2);
  });

  it('each channel progresses on its own: a silent SMTP server does not hold the webhook', async () => {
    const smtp = await sink();
    smtp.holdNext();
    const hooked: string[] = [];
    const worker = new OutboxWorker(
      store,
      { smtp: smtpChannel({ url: smtp.url, ...mailTo }), webhook: async (sub) => void hooked.push(sub.id) },
      { ...fast, attemptTimeoutMs: 5_000 },
    );
    workers.push(worker);
    worker.start();
    const s = submission();
    await store.insert(s, ['smtp', 'webhook']);
    worker.kick();
    await smtp.waitFor(1);
    await until(() => hooked.includes(s.id), 1_000);
  });
});

describe('outbox lease', () => {
  it('refuses a lease that does not outlast the longest attempt', () => {
    expect(() => new OutboxWorker(store, { smtp: async () => undefined }, { attemptTimeoutMs: 60_000, leaseMs: 60_000 })).toThrow(/outlast/);
  });

  it('a second instance never re-sends a message still in flight: the attempt is cut off before its lease ends', async () => {
    const smtp = await sink();
    smtp.holdNext();
    const options = { ...fast, attemptTimeoutMs: 600, baseDelayMs: 5_000, maxDelayMs: 5_000 };
    const first = new OutboxWorker(store, { smtp: smtpChannel({ url: smtp.url, ...mailTo }) }, options);
    const second = new OutboxWorker(store, { smtp: smtpChannel({ url: smtp.url, ...mailTo }) }, options);
    workers.push(first, second);
    const s = submission();
    await store.insert(s, ['smtp']);
    first.start();
    await smtp.waitFor(1);
    second.start();
    // Through the attempt, its cut-off and past where the lease would have ended: one copy only.
    await until(async () => (await store.outbox(s.id))[0]!.attempts === 1, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(smtp.received.filter((mail) => mail.data.includes(s.id))).toHaveLength(1);
    expect(await store.outbox(s.id)).toEqual([expect.objectContaining({ attempts: 1, deliveredAt: null, lastError: 'Error: no answer within 600 ms' })]);
  });

  it('stop() is bounded: a delivery still in flight is cut off and its row given back, due at once, attempt not counted', async () => {
    const smtp = await sink();
    smtp.holdNext();
    const worker = new OutboxWorker(store, { smtp: smtpChannel({ url: smtp.url, ...mailTo }) }, fast);
    const s = submission();
    await store.insert(s, ['smtp']);
    worker.start();
    await smtp.waitFor(1);
    const started = Date.now();
    await worker.stop(300);
    expect(Date.now() - started).toBeLessThan(1_500);
    const [row] = await store.outbox(s.id);
    expect(row).toMatchObject({ attempts: 0, deliveredAt: null });
    expect(new Date(row!.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('the server process with a silent SMTP server', () => {
  it('delivers the next message at once, and SIGTERM stops within its bound leaving the silent one for the next start', { timeout: 60_000 }, async () => {
    const smtp = await sink();
    const dbPath = join(dir.dir, 'process.sqlite');
    const env = {
      DIST_DIR: emptyDist(dir.dir),
      FORMS_DB_PATH: dbPath,
      FORMS_RATE_LIMIT: 'off',
      SMTP_URL: smtp.url,
      FORMS_MAIL_TO: 'forms@example.is',
      FORMS_SHUTDOWN_TIMEOUT: '1',
    };
    const post = async (base: string, name: string) => {
      const response = await fetch(`${base}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', host: 'hraun.is' },
        body: formBody('contact', { name, email: 'jon@example.is', subject: 'Vefur', message: 'Halló' }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    };
    smtp.holdNext();
    const first = await startMain(env, children);
    const held = await post(first.base, 'Silent');
    await smtp.waitFor(1);
    const silentAt = Date.now();
    const next = await post(first.base, 'Next');
    await until(() => smtp.received.some((mail) => mail.data.includes(next)), 5_000);
    console.info(`delivery test (server process): ${Date.now() - silentAt} ms from a silent SMTP server to the next message delivered`);

    const stopping = Date.now();
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toEqual({ code: 0, signal: null });
    const stopMs = Date.now() - stopping;
    console.info(`delivery test (server process): SIGTERM with a delivery in flight stopped in ${stopMs} ms`);
    expect(stopMs).toBeLessThan(4_000);

    const reader = new SqliteStore(dbPath);
    const [row] = await reader.outbox(held);
    expect(row).toMatchObject({ attempts: 0, deliveredAt: null });
    expect(new Date(row!.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now());

    // The next start sends it at once (no lease to wait out), with the same Message-ID.
    const second = await startMain(env, children);
    await until(async () => (await reader.outbox(held))[0]?.deliveredAt != null, 10_000);
    const copies = smtp.received.filter((mail) => mail.data.includes(held));
    expect(copies.map((mail) => mail.messageId)).toEqual([`<${held}@forms.hraun.is>`, `<${held}@forms.hraun.is>`]);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
    await reader.close();
  });
});
