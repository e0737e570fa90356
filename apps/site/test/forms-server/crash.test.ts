// Crash safety of the real server (server/main.ts through tsx, on loopback, with a temp SQLite file): a
// burst of submissions, SIGKILL in the middle of it, a restart on the same file, and every submission
// that was answered 2xx must be there.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/forms/sqlite-store';
import { emptyDist, formBody, tempDir } from './helpers';
import { exited, killAll, startMain } from './main-process';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const dbPath = join(dir.dir, 'data', 'submissions.sqlite');
const children: ChildProcess[] = [];

afterAll(() => {
  killAll(children);
  dir.cleanup();
});

/** Starts server/main.ts on the suite's database; resolves with its address once it prints it. */
const startServer = () => startMain({ DIST_DIR: distDir, FORMS_DB_PATH: dbPath, FORMS_RATE_LIMIT: 'off' }, children);

async function submit(base: string, n: number): Promise<string | null> {
  const response = await fetch(`${base}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: formBody('contact', { name: `Burst ${n}`, email: `burst${n}@example.is`, subject: 'Crash', message: `Submission ${n}` }),
  });
  const body = (await response.json()) as { ok: boolean; id?: string };
  return response.status === 200 && body.ok && body.id ? body.id : null;
}

describe('SIGKILL in the middle of a burst', () => {
  it('loses no submission that was answered 2xx', { timeout: 180_000 }, async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    let failures = 0;
    let sent = 0;
    let killed = false;
    const killAt = 150;

    // 16 clients posting back to back; the server is killed once 150 answers have come back.
    const clients = Array.from({ length: 16 }, async () => {
      while (!killed) {
        const n = (sent += 1);
        try {
          const id = await submit(first.base, n);
          if (id) acknowledged.push(id);
          if (acknowledged.length >= killAt && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          failures += 1;
        }
      }
    });
    await Promise.all(clients);
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAt);

    // Restart on the same file: the answered submissions are all there, and the server works.
    const second = await startServer();
    const store = new SqliteStore(dbPath);
    const stored = new Set((await store.list()).map((row) => row.id));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    // Nothing half-written: every stored row has its fields.
    for (const row of await store.list()) expect(row.fields.email).toMatch(/^burst\d+@example\.is$/);
    console.info(`crash test: ${sent} sent, ${acknowledged.length} answered 2xx, ${failures} cut off by the kill, ${stored.size} stored`);

    const after = await submit(second.base, 0);
    expect(after).not.toBeNull();
    expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
    await store.close();

    // A clean stop (SIGTERM) closes the store and exits 0.
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toEqual({ code: 0, signal: null });
    const reopened = new SqliteStore(dbPath);
    expect((await reopened.list()).some((row) => row.id === after)).toBe(true);
    await reopened.close();
  });
});
