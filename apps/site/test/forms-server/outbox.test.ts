// The outbox: a real webhook on 127.0.0.1 that fails twice and then accepts, retries with backoff,
// deliveries left pending across a restart, a given-up row, and the schedule itself.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookChannel } from '../../server/forms/channels';
import { mailText } from '../../server/forms/channels';
import { nextAttemptAt, OutboxWorker } from '../../server/forms/outbox';
import { SqliteStore } from '../../server/forms/sqlite-store';
import type { NewSubmission } from '../../server/forms/store';
import { tempDir } from './helpers';

const dir = tempDir();
afterAll(() => dir.cleanup());

interface Hook {
  url: string;
  calls: Array<{ headers: IncomingMessage['headers']; body: unknown; status: number }>;
  /** Status of each call by number (1-based); 200 after the list. */
  statuses: number[];
  close: () => Promise<void>;
}

async function webhook(statuses: number[]): Promise<Hook> {
  const hook = { calls: [], statuses } as unknown as Hook;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = hook.statuses[hook.calls.length] ?? 200;
      hook.calls.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  hook.close = () => new Promise((resolve) => server.close(() => resolve()));
  return hook;
}

function submission(): NewSubmission {
  return {
    id: randomUUID(),
    formName: 'contact',
    locale: 'en',
    fields: { name: 'Ann', email: 'ann@example.com', phone: '', company: '', subject: 'Hi', message: 'Line 1\nLine 2' },
    createdAt: new Date(),
    clientIpHash: null,
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let store: SqliteStore;
const workers: OutboxWorker[] = [];
const fast = { pollMs: 25, baseDelayMs: 40, maxDelayMs: 1000, random: () => 0.5 };

beforeAll(async () => {
  store = new SqliteStore(join(dir.dir, 'outbox.sqlite'));
  await store.migrate();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});
afterAll(() => store.close());

describe('outbox worker', () => {
  it('retries a webhook that fails twice, then delivers it once, with backoff between attempts', async () => {
    const hook = await webhook([500, 503]);
    const worker = new OutboxWorker(store, { webhook: webhookChannel({ url: hook.url }) }, fast);
    workers.push(worker);
    worker.start();
    const s = submission();
    await store.insert(s, worker.channels);
    worker.kick();
    await until(async () => (await store.outbox(s.id))[0]?.deliveredAt !== null);
    await worker.stop();
    const [row] = await store.outbox(s.id);
    expect(row).toMatchObject({ channel: 'webhook', attempts: 3, lastError: null, nextAttemptAt: null });
    expect(hook.calls.map((call) => call.status)).toEqual([500, 503, 200]);
    expect(hook.calls[2]?.body).toEqual({ id: s.id, form: 'contact', locale: 'en', createdAt: s.createdAt.toISOString(), fields: s.fields });
    expect(hook.calls[2]?.headers['content-type']).toBe('application/json');
    expect(hook.calls[2]?.headers['idempotency-key']).toBe(s.id);
    await hook.close();
  });

  it('keeps a failing delivery pending in the database, and a new worker (after a restart) delivers it', async () => {
    const hook = await webhook([500, 500, 500, 500, 500, 500, 500, 500, 500, 500]);
    const first = new OutboxWorker(store, { webhook: webhookChannel({ url: hook.url }) }, { ...fast, baseDelayMs: 60_000, maxDelayMs: 60_000 });
    first.start();
    const s = submission();
    await store.insert(s, first.channels);
    first.kick();
    await until(async () => (await store.outbox(s.id))[0]?.attempts === 1);
    await first.stop();
    const [pending] = await store.outbox(s.id);
    expect(pending).toMatchObject({ deliveredAt: null, lastError: 'Error: webhook answered 500' });
    expect(new Date(pending!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 50_000);

    // "Restart": a new store connection and worker, its clock past the retry time; the webhook now works.
    hook.statuses = [];
    const reopened = new SqliteStore(join(dir.dir, 'outbox.sqlite'));
    const later = () => new Date(Date.now() + 120_000);
    const second = new OutboxWorker(reopened, { webhook: webhookChannel({ url: hook.url }) }, { ...fast, now: later });
    workers.push(second);
    second.start();
    await until(async () => (await store.outbox(s.id))[0]?.deliveredAt !== null);
    await second.stop();
    await reopened.close();
    expect((await store.outbox(s.id))[0]?.attempts).toBe(2);
    expect(hook.calls.filter((call) => (call.body as { id: string }).id === s.id)).toHaveLength(2);
    await hook.close();
  });

  it('gives a row up after the last attempt, keeping its error', async () => {
    const s = submission();
    let calls = 0;
    const worker = new OutboxWorker(
      store,
      {
        smtp: async () => {
          calls += 1;
          throw new Error('connection refused');
        },
      },
      { ...fast, baseDelayMs: 5, maxAttempts: 3 },
    );
    workers.push(worker);
    await store.insert(s, ['smtp']);
    worker.start();
    await until(async () => (await store.outbox(s.id))[0]?.nextAttemptAt === null);
    expect(await store.outbox(s.id)).toEqual([
      expect.objectContaining({ attempts: 3, deliveredAt: null, lastError: 'Error: connection refused', nextAttemptAt: null }),
    ]);
    expect(calls).toBe(3);
  });

  it('leaves rows of a channel that is no longer configured pending, untouched', async () => {
    const s = submission();
    await store.insert(s, ['smtp', 'webhook']);
    const delivered: string[] = [];
    const worker = new OutboxWorker(store, { webhook: async (sub) => void delivered.push(sub.id) }, fast);
    workers.push(worker);
    worker.start();
    await until(async () => (await store.outbox(s.id)).find((row) => row.channel === 'webhook')?.deliveredAt != null);
    const smtp = (await store.outbox(s.id)).find((row) => row.channel === 'smtp');
    expect(smtp).toMatchObject({ attempts: 0, deliveredAt: null });
    expect(delivered).toContain(s.id);
  });

  it('does nothing at all without channels', async () => {
    const worker = new OutboxWorker(store, {}, fast);
    worker.start();
    worker.kick();
    expect(worker.channels).toEqual([]);
    await worker.stop();
  });

  it('times out a webhook that never answers', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const deliver = webhookChannel({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, timeoutMs: 200 });
    await expect(deliver({ ...submission(), createdAt: new Date().toISOString() })).rejects.toThrow(/timeout|aborted/i);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('retry schedule', () => {
  const policy = { baseDelayMs: 10_000, maxDelayMs: 3_600_000, maxAttempts: 20 };
  const now = new Date('2025-01-01T00:00:00Z');
  const delay = (attempts: number, random = 0.5) => (nextAttemptAt(policy, attempts, now, () => random)?.getTime() ?? NaN) - now.getTime();

  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => delay(n))).toEqual([10_000, 20_000, 40_000, 80_000, 160_000]);
    expect(delay(19)).toBe(3_600_000);
  });

  it('spreads retries by ±20 %', () => {
    expect(delay(1, 0)).toBe(8_000);
    expect(delay(1, 0.999999)).toBe(12_000);
  });

  it('gives up after the last attempt', () => {
    expect(nextAttemptAt(policy, 20, now)).toBeNull();
  });
});

describe('mail text', () => {
  it('lists the filled fields, multi-line values on their own lines', () => {
    const text = mailText({ ...submission(), id: 'id-1', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(text).toContain('Form: contact\nLanguage: en\nReceived: 2025-01-01T00:00:00.000Z\nId: id-1\n');
    expect(text).toContain('name: Ann\n');
    expect(text).toContain('message:\n    Line 1\n    Line 2\n');
    expect(text).not.toContain('phone:');
  });
});
