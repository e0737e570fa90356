// Issue 32, defect 14: idempotent intake, against the real server process (server/main.ts) on a real SQLite file and a
// real PostgreSQL database. A 2xx lost in transit (the server stored the post and answered; the client never read the
// answer) and retried is stored once and answered as the first was: under the submission id the site's script sends,
// and, for the form without JavaScript, under the key the server derives from the post itself.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresStore } from '../../server/forms/postgres-store';
import { SqliteStore } from '../../server/forms/sqlite-store';
import type { SubmissionStore } from '../../server/forms/store';
import { describeWith, postgresRequirement, type Requirement } from '../require';
import { httpExchange } from '../server/sockets';
import { createPgDatabase, emptyDist, formBody, tempDir, validForms, type PgDatabase } from './helpers';
import { parseHtml } from './html';
import { killAll, startMain, type MainProcess } from './main-process';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const children: ChildProcess[] = [];
const pg = createPgDatabase();
const postgres = postgresRequirement('unavailable' in pg ? pg.unavailable : null);
const sqlite: Requirement = { what: 'SQLite', missing: null, remedy: 'pnpm install' };

afterAll(() => {
  killAll(children);
  dir.cleanup();
  if (!('unavailable' in pg)) pg.drop();
});

const backends: Array<[string, () => { env: Record<string, string>; open: () => SubmissionStore }, Requirement]> = [
  [
    'SQLite',
    () => {
      const path = join(dir.dir, 'idempotent.sqlite');
      return { env: { FORMS_DB_PATH: path }, open: () => new SqliteStore(path) };
    },
    sqlite,
  ],
  [
    'PostgreSQL',
    () => {
      const url = (pg as PgDatabase).url;
      return { env: { DATABASE_URL: url, FORMS_DB_PATH: join(dir.dir, 'unused.sqlite') }, open: () => new PostgresStore(url, 2) };
    },
    postgres,
  ],
];

const headers = (json: boolean) => ({
  host: 'hraun.is',
  'content-type': 'application/x-www-form-urlencoded',
  accept: json ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8',
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends a whole post and drops the connection as soon as the answer starts to arrive, unread: the answer is lost in
 * transit, as when a phone loses its signal. Resolves with the status line the client never got to act on.
 */
function postAndLoseAnswer(port: number, body: string, json = true): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      const head = Object.entries({ ...headers(json), 'content-length': String(Buffer.byteLength(body)) })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`POST / HTTP/1.1\r\n${head}\r\n\r\n${body}`);
    });
    socket.once('data', (chunk: Buffer) => {
      socket.resetAndDestroy();
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
    });
    socket.on('error', reject);
  });
}

for (const [kind, setup, requirement] of backends) describeWith(requirement, `idempotent intake (${kind})`, () => {
  let server: MainProcess;
  let store: SubmissionStore;

  beforeAll(async () => {
    const { env, open } = setup();
    server = await startMain({ DIST_DIR: distDir, FORMS_RATE_LIMIT: 'off', ...env }, children);
    store = open();
  }, 60_000);
  afterAll(async () => {
    await store.close();
  });

  const rowsNamed = async (name: string) => (await store.list()).filter((row) => row.fields.name === name);
  const post = (body: string, json = true) => httpExchange(server.port, { method: 'POST', headers: headers(json), body });

  it('a 2xx lost in transit and retried under the same submission id is stored once, and the retry gets the first id', async () => {
    const name = `Retry ${randomBytes(4).toString('hex')}`;
    const body = formBody('contact', { ...validForms.contact!, name }, [['submission-id', randomBytes(16).toString('hex')]]);
    expect(await postAndLoseAnswer(server.port, body)).toBe('HTTP/1.1 200 OK');
    await until(async () => (await rowsNamed(name)).length === 1);
    const [first] = await rowsNamed(name);

    const retry = await post(body);
    expect(retry.status).toBe(200);
    expect(JSON.parse(retry.body)).toEqual({ ok: true, id: first!.id });
    const again = await post(body);
    expect(JSON.parse(again.body)).toEqual({ ok: true, id: first!.id });
    expect(await rowsNamed(name)).toHaveLength(1);
    // One outbox row per channel at most (none here: no channel is configured), never a second set for the retry.
    expect(await store.outbox(first!.id)).toEqual([]);
  });

  it('retries racing each other under one id are stored once and all answered with its id', async () => {
    const name = `Race ${randomBytes(4).toString('hex')}`;
    const body = formBody('contact', { ...validForms.contact!, name }, [['submission-id', randomBytes(16).toString('hex')]]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    const [row] = await rowsNamed(name);
    expect(await rowsNamed(name)).toHaveLength(1);
    for (const answer of answers) expect(JSON.parse(answer.body)).toEqual({ ok: true, id: row!.id });
  });

  it('two submissions with the same values but their own ids are two submissions', async () => {
    const name = `Twice ${randomBytes(4).toString('hex')}`;
    for (const id of [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')]) {
      expect((await post(formBody('contact', { ...validForms.contact!, name }, [['submission-id', id]]))).status).toBe(200);
    }
    expect(await rowsNamed(name)).toHaveLength(2);
  });

  it('the form without JavaScript (no id): a thank-you page lost in transit and posted again is stored once, thanked again', async () => {
    const name = `No script ${randomBytes(4).toString('hex')}`;
    // As the prerendered form sends it: the hidden submission-id field empty.
    const body = formBody('contact', { ...validForms.contact!, name }, [['submission-id', '']]);
    expect(await postAndLoseAnswer(server.port, body, false)).toBe('HTTP/1.1 200 OK');
    await until(async () => (await rowsNamed(name)).length === 1);
    const retry = await post(body, false);
    expect(retry.status).toBe(200);
    expect(parseHtml(retry.body).querySelector('h1')?.textContent).toBe('Sendingin hefur borist');
    expect(await rowsNamed(name)).toHaveLength(1);
    // Another message from the same visitor is a submission of its own.
    expect((await post(formBody('contact', { ...validForms.contact!, name, message: 'Annað' }, [['submission-id', '']]), false)).status).toBe(200);
    expect(await rowsNamed(name)).toHaveLength(2);
  });

  it('an id that is not one the script makes is ignored: the post is keyed by its content instead', async () => {
    const name = `Odd id ${randomBytes(4).toString('hex')}`;
    const first = await post(formBody('contact', { ...validForms.contact!, name }, [['submission-id', 'x']]));
    const second = await post(formBody('contact', { ...validForms.contact!, name }, [['submission-id', '../../etc']]));
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
    expect(await rowsNamed(name)).toHaveLength(1);
  });
});
