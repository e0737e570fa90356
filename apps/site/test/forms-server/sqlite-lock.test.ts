// Another process holding a write lock on the SQLite file (issue 32, defect 5): a second real process opens the
// file and keeps a write transaction open, as a stray `sqlite3` shell or a backup might. SQLite's busy_timeout waits
// synchronously, on the event loop: every request of server/main.ts waited with the store (GET / took 11.6 s). Pages
// never wait on the store now, a locked store answers 503 quickly, `/readyz` says so, and all is well once released.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDist, formBody, tempDir } from './helpers';
import { exited, killAll, startMain } from './main-process';

const dir = tempDir();
const children: ChildProcess[] = [];
afterAll(() => {
  killAll(children);
  dir.cleanup();
});

// With the driver the suite runs on (FORMS_SQLITE_DRIVER), else better-sqlite3 where it loads, else node:sqlite.
const LOCKER = `
const path = process.argv[1];
const wanted = process.env.FORMS_SQLITE_DRIVER;
let db;
if (wanted !== 'node:sqlite') {
  try { db = new (require('better-sqlite3'))(path); } catch (error) { if (wanted) throw error; }
}
if (!db) db = new (require('node:sqlite').DatabaseSync)(path);
db.exec('begin immediate');
db.exec("insert into settings (key, value) values ('locker', 'held') on conflict (key) do update set value = excluded.value");
process.stdout.write('locked\\n');
process.stdin.on('end', () => { db.exec('rollback'); db.close(); process.exit(0); });
process.stdin.resume();
`;

/** Another process holding a write transaction on `path` until its standard input closes. */
async function holdWriteLock(path: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', LOCKER, path], { cwd: join(import.meta.dirname, '../..'), stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the locking process exited (${code})`)));
  });
  return child;
}

async function timed(request: Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await request;
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe('SQLite locked by another process', () => {
  it('serves pages at once, answers a post 503 quickly, says so on /readyz, and works again once released', { timeout: 60_000 }, async () => {
    const dbPath = join(dir.dir, 'locked.sqlite');
    const server = await startMain({ DIST_DIR: emptyDist(dir.dir), FORMS_DB_PATH: dbPath, FORMS_RATE_LIMIT: 'off', FORMS_SQLITE_LOCK_TIMEOUT: '1' }, children);
    const post = () =>
      timed(
        fetch(`${server.base}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', host: 'hraun.is' },
          body: formBody('contact'),
        }),
      );
    const page = () => timed(fetch(`${server.base}/`, { headers: { host: 'hraun.is' } }));
    expect((await post()).status).toBe(200);
    const unlockedPage = await page();

    const locker = await holdWriteLock(dbPath);
    // Posts and a readiness check waiting on the lock, and pages asked for meanwhile.
    const posts = Array.from({ length: 3 }, () => post());
    const ready = timed(fetch(`${server.base}/readyz`));
    const pages: Array<{ status: number; ms: number }> = [];
    for (let n = 0; n < 5; n += 1) {
      pages.push(await page());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const postAnswers = await Promise.all(posts);
    const readiness = await ready;
    const worstPage = Math.max(...pages.map((answer) => answer.ms));
    console.info(
      `sqlite lock: GET / worst ${worstPage} ms while locked; posts ${postAnswers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}; /readyz ${readiness.status} in ${readiness.ms} ms`,
    );
    expect(pages.map((answer) => answer.status)).toEqual(pages.map(() => unlockedPage.status));
    expect(worstPage).toBeLessThan(500);
    expect(postAnswers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(Math.max(...postAnswers.map((answer) => answer.ms))).toBeLessThan(2_500);
    expect(readiness.status).toBe(503);

    locker.stdin!.end();
    await exited(locker);
    expect((await post()).status).toBe(200);
    // The readiness answer may be cached for a moment after the lock is gone.
    let readyAgain = 0;
    for (let attempt = 0; attempt < 20 && readyAgain !== 200; attempt += 1) {
      readyAgain = (await fetch(`${server.base}/readyz`)).status;
      if (readyAgain !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readyAgain).toBe(200);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toEqual({ code: 0, signal: null });
  });
});
