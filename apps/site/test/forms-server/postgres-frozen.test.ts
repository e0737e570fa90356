// PostgreSQL frozen under the server (issue 32, defect 4): a private cluster (initdb in a temp dir, never the shared
// one) stopped with SIGSTOP while server/main.ts takes submissions. Without timeouts the posts hung over 60 s and were
// stored once the database woke, after the client had given up (its retry made a duplicate). Each post now gets its
// answer within the submit timeout, and what it answered is what happened: the 503s are never stored later.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../server/forms/postgres-store';
import { PrivateCluster } from '../data/postgres';
import { emptyDist, formBody, tempDir } from './helpers';
import { exited, killAll, startMain } from './main-process';

const dir = tempDir();
const children: ChildProcess[] = [];
let cluster: PrivateCluster | undefined;
let frozen: number[] = [];

afterAll(() => {
  for (const pid of frozen) signal(pid, 'SIGCONT');
  killAll(children);
  cluster?.destroy();
  dir.cleanup();
});

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

/** The cluster's postmaster and every process it started (backends, checkpointer, WAL writer...). */
function clusterProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent is the fourth field, after the name in parentheses (which may hold spaces).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

async function post(base: string, name: string, client = '198.51.100.1'): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${base}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', host: 'hraun.is', 'x-forwarded-for': client },
    body: formBody('contact', { name, email: 'jon@example.is', subject: 'Vefur', message: 'Halló' }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe('PostgreSQL frozen with SIGSTOP', () => {
  it('answers every post within the submit timeout (503, not stored) and stores none of them when it wakes', { timeout: 90_000 }, async () => {
    cluster = await PrivateCluster.create();
    const server = await startMain(
      {
        DIST_DIR: emptyDist(dir.dir),
        DATABASE_URL: cluster.url,
        // The rate limit's shared count waits half a second at most, then the process's own count decides.
        FORMS_RATE_LIMIT: '3/60',
        TRUST_PROXY: '127.0.0.1',
        FORMS_SUBMIT_TIMEOUT: '2',
        DATABASE_CONNECT_TIMEOUT: '2',
        DATABASE_STATEMENT_TIMEOUT: '2',
      },
      children,
    );
    expect((await post(server.base, 'Before')).status).toBe(200);

    frozen = clusterProcesses(join(cluster.dir, 'data'));
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    // Several at once: some find a pooled connection (its backend frozen), others must open one (the postmaster frozen).
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => post(server.base, `Frozen ${n}`, `203.0.113.${n}`)));
    const worst = Math.max(...answers.map((answer) => answer.ms));
    console.info(`postgres frozen: ${answers.length} posts answered ${[...new Set(answers.map((a) => a.status))].join(', ')}, worst ${worst} ms`);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 503));
    // The submit timeout (2 s) and the rate limit's half second, with room for a busy machine.
    expect(worst).toBeLessThan(5_000);
    // The process's own count still limits meanwhile.
    const limited = [];
    for (let n = 0; n < 4; n += 1) limited.push((await post(server.base, `Limited ${n}`, '198.51.100.9')).status);
    expect(limited).toEqual([503, 503, 503, 429]);

    // Awake again: what was refused stays refused, and the server takes submissions again.
    for (const pid of frozen) signal(pid, 'SIGCONT');
    frozen = [];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    let after = await post(server.base, 'After', '198.51.100.2');
    for (let attempt = 0; after.status !== 200 && attempt < 10; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await post(server.base, 'After', `198.51.100.${3 + attempt}`);
    }
    expect(after.status).toBe(200);
    const reader = new PostgresStore(cluster.url, 1);
    const names = (await reader.list({ order: 'asc' })).map((row) => row.fields.name);
    expect(names).toEqual(['Before', 'After']);
    await reader.close();

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toEqual({ code: 0, signal: null });
  });
});
