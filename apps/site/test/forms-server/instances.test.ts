// Two instances of the server on one PostgreSQL (issue 32, "several instances"): two real server/main.ts processes
// with the same DATABASE_URL, as behind a load balancer. They share the rate limit (a restart keeps it), deliver each
// submission once per channel (leases), and a `kill -9` of either loses no submission that was answered 2xx.
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../server/forms/postgres-store';
import { createPgDatabase, emptyDist, formBody, tempDir, type PgDatabase } from './helpers';
import { exited, killAll, startMain, type MainProcess } from './main-process';
import { smtpSink, type SmtpSink } from './smtp-sink';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const children: ChildProcess[] = [];
const pg = createPgDatabase();
if ('unavailable' in pg) throw new Error(`PostgreSQL is needed for this suite: ${pg.unavailable}`);
const database = pg as PgDatabase;

let sink: SmtpSink;
let hook: Server;
/** Idempotency-Key of every webhook call, in order. */
const hookKeys: string[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  sink = await smtpSink();
  hook = createServer((request, response) => {
    hookKeys.push(String(request.headers['idempotency-key']));
    request.resume();
    request.on('end', () => response.writeHead(200).end('ok'));
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  env = {
    DIST_DIR: distDir,
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    FORMS_MAIL_TO: 'forms@example.is',
    WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    FORMS_RATE_LIMIT: '4/60',
    TRUST_PROXY: '127.0.0.1',
    // A killed instance's leases run out after 10 s (twice the attempt timeout), so the test need not wait minutes; an
    // attempt still has time enough on a busy machine not to be cut off (and sent again) while it succeeds.
    FORMS_DELIVERY_TIMEOUT: '5',
  };
});
afterAll(async () => {
  killAll(children);
  await sink?.close();
  await new Promise((resolve) => hook?.close(resolve));
  database.drop();
  dir.cleanup();
});

async function post(server: MainProcess, client: string, name = 'Jón'): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${server.base}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', host: 'hraun.is', 'x-forwarded-for': client },
    body: formBody('contact', { name, email: 'jon@example.is', subject: 'Vefur', message: 'Halló' }),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const copies = (keys: string[]) => keys.reduce((count, key) => count.set(key, (count.get(key) ?? 0) + 1), new Map<string, number>());
const mailIds = () => sink.received.map((mail) => /^<(.*)@forms\.hraun\.is>$/.exec(mail.messageId ?? '')?.[1] ?? '');

describe('two server processes on one PostgreSQL', () => {
  let a: MainProcess;
  let b: MainProcess;

  it('share the rate limit, and a restart keeps it', { timeout: 60_000 }, async () => {
    [a, b] = await Promise.all([startMain(env, children), startMain(env, children)]);
    const client = '198.51.100.1';
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await post(server, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client is not held back.
    expect((await post(b, '198.51.100.2')).status).toBe(200);

    a.child.kill('SIGKILL');
    await exited(a.child);
    a = await startMain(env, children);
    expect((await post(a, client)).status).toBe(429);
  });

  it('deliver each submission once per channel', { timeout: 60_000 }, async () => {
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        for (let round = 0; round < 3; round += 1) {
          const answer = await post(n % 2 ? a : b, `10.1.${n}.${round}`, `Once ${n}-${round}`);
          expect(answer.status).toBe(200);
          ids.push(answer.id!);
        }
      }),
    );
    const store = new PostgresStore(database.url, 1);
    await until(async () => (await store.outbox()).every((row) => row.deliveredAt !== null));
    await store.close();
    const mails = copies(mailIds());
    const hooks = copies(hookKeys);
    expect(ids.map((id) => [mails.get(id), hooks.get(id)])).toEqual(ids.map(() => [1, 1]));
  });

  it('kill -9 of either in the middle of a burst loses nothing, and what it had in flight is delivered by the other', { timeout: 120_000 }, async () => {
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const clients = Array.from({ length: 12 }, async (_, n) => {
      while (!stop) {
        const target = n % 2 ? a : b;
        sent += 1;
        try {
          const answer = await post(target, `10.2.${n}.${sent % 250}`, `Burst ${sent}`);
          if (answer.status === 200) acknowledged.push(answer.id!);
        } catch {
          // cut off by the kill: never answered, so never promised
        }
        if (acknowledged.length >= 60 && !a.child.killed) a.child.kill('SIGKILL');
        if (acknowledged.length >= 120) stop = true;
      }
    });
    await Promise.all(clients);
    expect(await exited(a.child)).toEqual({ code: null, signal: 'SIGKILL' });

    // Instance b alone finishes every delivery, those a had leased included, once their leases run out.
    const store = new PostgresStore(database.url, 1);
    const stored = new Set((await store.list()).map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await until(async () => (await store.outbox()).every((row) => row.deliveredAt !== null), 60_000);
    await store.close();
    const mails = copies(mailIds());
    const hooks = copies(hookKeys);
    expect(acknowledged.filter((id) => !mails.has(id) || !hooks.has(id))).toEqual([]);
    const again = acknowledged.filter((id) => (mails.get(id) ?? 0) > 1 || (hooks.get(id) ?? 0) > 1);
    console.info(
      `instances test: ${sent} posts, ${acknowledged.length} answered 2xx, all stored and delivered; ${again.length} sent again after the kill (same Message-ID / Idempotency-Key)`,
    );
    b.child.kill('SIGTERM');
    expect(await exited(b.child)).toEqual({ code: 0, signal: null });
  });
});
