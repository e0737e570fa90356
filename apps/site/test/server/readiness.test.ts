// /readyz answers 503 while the submission store cannot be written (a SQLite file replaced, a closed store, a
// PostgreSQL server stopped) and 200 again once it can, probing at most once a second and keeping the reason for
// the log; /healthz stays a liveness check. Failures of the store and of deliveries reach the log as JSON lines at
// warn or error level, which is the default level. Over real sockets.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, renameSync, rmdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { OutboxWorker } from '../../server/forms/outbox';
import { PostgresStore } from '../../server/forms/postgres-store';
import type { SubmissionStore } from '../../server/forms/store';
import { PrivateCluster } from '../data/postgres';
import { emptyDist, formBody, tempDir } from '../forms-server/helpers';
import { killAll, startMain } from '../forms-server/main-process';
import { formServer } from '../forms-server/server';
import { expectSecurityHeaders } from './security-headers';
import { httpExchange, listenOnLoopback } from './sockets';

const dir = tempDir();
const children: ChildProcess[] = [];
afterAll(() => {
  killAll(children);
  dir.cleanup();
});

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino destination that keeps each JSON line, parsed (parsing fails the test if a line is not JSON). */
function logCapture() {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
}

const WARN = 40;
const ERROR = 50;

async function readyz(port: number) {
  const answer = await httpExchange(port, { path: '/readyz', headers: { host: 'hraun.is' } });
  expect(answer.headers['cache-control']).toBe('no-store');
  expectSecurityHeaders(answer.headers, '/readyz');
  return { status: answer.status, body: JSON.parse(answer.body) as { status: string; reason?: string } };
}

/** /readyz once its answer has changed to `status` (a probe's answer stands for a second). */
const readyzUntil = (port: number, status: number) => until(() => readyz(port), (answer) => answer.status === status);
const UNAVAILABLE = { status: 503, body: { status: 'unavailable' } };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const post = (port: number) =>
  httpExchange(port, {
    method: 'POST',
    headers: { host: 'hraun.is', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: formBody('contact'),
  });

describe('/readyz on SQLite', () => {
  it('is 200 while the file can be written, 503 once it is replaced (the reason logged), 200 again once it is back', async () => {
    const log = logCapture();
    const server = await formServer({ server: { log: { stream: log.stream } } });
    const port = await server.listen();
    expect(await readyz(port)).toEqual({ status: 200, body: { status: 'ok' } });

    // The file is moved away and a directory takes its name: the open handle would still write, to a lost file.
    const path = server.store.path;
    renameSync(path, `${path}.moved`);
    mkdirSync(path);
    expect(await readyzUntil(port, 503)).toEqual(UNAVAILABLE);
    // Liveness is another question: the process is fine.
    expect((await httpExchange(port, { path: '/healthz', headers: { host: 'hraun.is' } })).status).toBe(200);
    // A submission is refused rather than written where it would be lost.
    const refused = await post(port);
    expect(refused.status).toBe(503);

    rmdirSync(path);
    renameSync(`${path}.moved`, path);
    expect(await readyzUntil(port, 200)).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await post(port)).status).toBe(200);

    // One line when the store stopped (not one per check), one when it came back, and the refused submission.
    const down = log.lines.filter((line) => line.msg === 'readiness: the submission store cannot be written');
    expect(down).toEqual([expect.objectContaining({ level: ERROR, reason: 'the database file was removed or replaced' })]);
    expect(log.lines.filter((line) => line.msg === 'readiness: the submission store can be written again')).toEqual([expect.objectContaining({ level: WARN })]);
    expect(log.lines.some((line) => line.level === ERROR && line.msg === 'forms: the submission could not be stored')).toBe(true);
    // At the default level, answered requests are not logged.
    expect(log.lines.every((line) => line.level >= WARN)).toBe(true);
    await server.close();
  });

  it('is 503 once the store is closed', async () => {
    const server = await formServer();
    const port = await server.listen();
    await server.store.close();
    expect(await readyzUntil(port, 503)).toEqual(UNAVAILABLE);
    await server.close();
  });

  it('counts a probe that hangs as a failure', async () => {
    const hanging = await formServer({
      wrapStore: (store) =>
        new Proxy(store, {
          get(target, property, receiver) {
            if (property === 'ready') return () => new Promise(() => undefined);
            return Reflect.get(target, property, receiver) as unknown;
          },
        }) as SubmissionStore,
      server: { readinessTimeoutMs: 300 },
    });
    const port = await hanging.listen();
    expect(await readyz(port)).toEqual(UNAVAILABLE);
    await hanging.close();
  });

  it('is 200 on a server without forms: nothing to write', async () => {
    const app = await buildServer({ distDir: emptyDist(dir.dir) });
    const port = await listenOnLoopback(app);
    expect(await readyz(port)).toEqual({ status: 200, body: { status: 'ok' } });
    await app.close();
  });
});

describe('/readyz is no public write (issue 32, defect 12)', () => {
  it('probes the store at most once a second however often it is asked, and keeps the reason out of the answer', async () => {
    const log = logCapture();
    let probes = 0;
    let failing = false;
    const server = await formServer({
      server: { log: { stream: log.stream } },
      wrapStore: (store) =>
        new Proxy(store, {
          get(target, property, receiver) {
            if (property === 'ready') {
              return () => {
                probes += 1;
                return failing ? Promise.resolve({ ready: false, reason: 'the database file was removed or replaced', detail: 'EACCES /srv/secret/path' }) : target.ready();
              };
            }
            return Reflect.get(target, property, receiver) as unknown;
          },
        }) as SubmissionStore,
    });
    const port = await server.listen();
    const startedAt = Date.now();
    let answers = 0;
    while (Date.now() - startedAt < 800) {
      expect((await readyz(port)).status).toBe(200);
      answers += 1;
    }
    // Hundreds of answers, one probe (allow a second should the loop straddle a second on a busy machine).
    expect(answers).toBeGreaterThan(20);
    expect(probes).toBeGreaterThanOrEqual(1);
    expect(probes).toBeLessThanOrEqual(2);

    failing = true;
    const down = await readyzUntil(port, 503);
    expect(down).toEqual(UNAVAILABLE);
    const raw = await httpExchange(port, { path: '/readyz', headers: { host: 'hraun.is', accept: 'application/json' } });
    expect(raw.body).not.toMatch(/database|removed|EACCES|secret/);
    // The reason and the detail are in the log instead.
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: ERROR, msg: 'readiness: the submission store cannot be written', reason: 'the database file was removed or replaced', error: 'EACCES /srv/secret/path' }),
    );
    await server.close();
  });
});

describe('/readyz on PostgreSQL', () => {
  it('is 503 while the server is stopped and 200 again once it is back', { timeout: 90_000 }, async () => {
    const cluster = await PrivateCluster.create();
    const log = logCapture();
    const store = new PostgresStore(cluster.url, 2);
    try {
      await store.migrate();
      const app = await buildServer({ distDir: emptyDist(dir.dir), log: { stream: log.stream }, forms: { store, rateLimit: false } });
      const port = await listenOnLoopback(app);
      expect(await readyz(port)).toEqual({ status: 200, body: { status: 'ok' } });
      expect((await post(port)).status).toBe(200);

      cluster.stop();
      expect(await readyzUntil(port, 503)).toEqual(UNAVAILABLE);
      expect((await post(port)).status).toBe(503);
      expect(log.lines).toContainEqual(expect.objectContaining({ level: ERROR, msg: 'readiness: the submission store cannot be written' }));
      expect(log.lines).toContainEqual(expect.objectContaining({ level: ERROR, msg: 'forms: the submission could not be stored' }));

      cluster.start();
      // The pool drops its dead connections and opens new ones.
      const back = await until(() => readyz(port), (answer) => answer.status === 200);
      expect(back).toEqual({ status: 200, body: { status: 'ok' } });
      expect((await post(port)).status).toBe(200);
      expect(log.lines).toContainEqual(expect.objectContaining({ level: WARN, msg: 'readiness: the submission store can be written again' }));
      await app.close();
    } finally {
      await store.close();
      cluster.destroy();
    }
  });
});

describe('failures in the log', () => {
  it('logs a failed delivery at warn level and a given-up one at error level, as JSON lines of the server log', async () => {
    const log = logCapture();
    const server = await formServer({
      outbox: (store) =>
        new OutboxWorker(store, { webhook: () => Promise.reject(new Error('webhook answered 502')) }, { pollMs: 20, baseDelayMs: 10, maxAttempts: 2, random: () => 0.5 }),
      server: { log: { stream: log.stream } },
    });
    const port = await server.listen();
    const { id } = JSON.parse((await post(port)).body) as { id: string };
    await until(
      async () => log.lines,
      (lines) => lines.some((line) => line.msg === 'outbox: delivery failed, giving up'),
    );
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: WARN, msg: 'outbox: delivery failed, will retry', channel: 'webhook', submission: id, attempts: 1, error: 'Error: webhook answered 502' }),
    );
    expect(log.lines).toContainEqual(expect.objectContaining({ level: ERROR, msg: 'outbox: delivery failed, giving up', submission: id, attempts: 2 }));
    expect(log.lines.every((line) => line.level >= WARN)).toBe(true);
    await server.close();
  });

  it('adds a line per request at LOG_LEVEL=info', async () => {
    const log = logCapture();
    const server = await formServer({ server: { log: { level: 'info', stream: log.stream } } });
    const port = await server.listen();
    await httpExchange(port, { path: '/healthz', headers: { host: 'hraun.is' } });
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'request completed' }));
    await server.close();
  });

  it('server/main.ts with LOG_LEVEL unset prints a failed mail delivery as a JSON line on standard output', { timeout: 60_000 }, async () => {
    // A port nothing listens on: the SMTP connection is refused.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = await startMain(
      {
        DIST_DIR: emptyDist(dir.dir),
        FORMS_DB_PATH: join(dir.dir, 'main-log.sqlite'),
        SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
        FORMS_MAIL_TO: 'forms@example.is',
      },
      children,
    );
    expect((await post(server.port)).status).toBe(200);
    const lines = () =>
      server
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
    await until(async () => lines(), (parsed) => parsed.some((line) => line.msg === 'outbox: delivery failed, will retry'));
    expect(lines()).toContainEqual(expect.objectContaining({ level: WARN, msg: 'outbox: delivery failed, will retry', channel: 'smtp' }));
    // Quiet otherwise: no request lines at the default level.
    expect(lines().every((line) => line.level >= WARN)).toBe(true);
    server.child.kill('SIGKILL');
  });
});
