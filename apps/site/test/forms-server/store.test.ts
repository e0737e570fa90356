// The submission store on a real SQLite file and a real PostgreSQL 15 database: one suite, two backends.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresRateCounter, PostgresStore } from '../../server/forms/postgres-store';
import { RateLimiter } from '../../server/forms/rate-limit';
import { SqliteStore } from '../../server/forms/sqlite-store';
import { readMigrations, type NewSubmission, type SubmissionStore } from '../../server/forms/store';
import { describeWith, postgresRequirement, type Requirement } from '../require';
import { createPgDatabase, tempDir, type PgDatabase } from './helpers';

const sqliteDir = tempDir();
const pg = createPgDatabase();
const postgres = postgresRequirement('unavailable' in pg ? pg.unavailable : null);

afterAll(() => {
  sqliteDir.cleanup();
  if (!('unavailable' in pg)) pg.drop();
});

function submission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    id: randomUUID(),
    formName: 'contact',
    locale: 'is',
    fields: { name: 'Jón', email: 'jon@example.is', message: '<script>alert(1)</script> "quoted" \'single\' ✓' },
    createdAt: new Date(),
    clientIpHash: 'abc',
    ...overrides,
  };
}

/** SQLite is a dependency of the server itself, always there. */
const sqlite: Requirement = { what: 'SQLite', missing: null, remedy: 'pnpm install' };

const backends: Array<[string, () => SubmissionStore, Requirement]> = [
  ['SQLite', () => new SqliteStore(join(sqliteDir.dir, 'nested', 'dir', 'submissions.sqlite')), sqlite],
  ['PostgreSQL', () => new PostgresStore((pg as PgDatabase).url), postgres],
];

for (const [kind, open, requirement] of backends) describeWith(requirement, `${kind} store`, () => {
  let store: SubmissionStore;

  beforeAll(async () => {
    store = open();
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
  });

  it('migrates once: running again on the same database changes nothing', async () => {
    await store.migrate();
    const again = open();
    await again.migrate();
    await again.close();
    if (store instanceof SqliteStore) {
      const versions = store.db.prepare('select version from schema_migrations order by version').all();
      expect(versions).toEqual(readMigrations('sqlite').map(({ version }) => ({ version })));
    } else {
      const { rows } = await (store as PostgresStore).pool.query('select version from forms.schema_migrations order by version');
      expect(rows).toEqual(readMigrations('postgres').map(({ version }) => ({ version })));
    }
  });

  it('keeps a submission verbatim, with one pending outbox row per channel', async () => {
    const s = submission();
    await store.insert(s, ['smtp', 'webhook']);
    const [stored] = await store.list({ limit: 1 });
    expect(stored).toEqual({ ...s, createdAt: s.createdAt.toISOString() });
    const outbox = await store.outbox(s.id);
    expect(outbox.map((row) => row.channel).sort()).toEqual(['smtp', 'webhook']);
    for (const row of outbox) {
      expect(row).toMatchObject({ attempts: 0, deliveredAt: null, lastError: null, nextAttemptAt: s.createdAt.toISOString() });
    }
  });

  it('lists newest first, filters by form, limits and counts', async () => {
    const base = Date.now() + 60_000;
    const ids = [0, 1, 2].map(() => randomUUID());
    await store.insert(submission({ id: ids[0], formName: 'quote', createdAt: new Date(base) }), []);
    await store.insert(submission({ id: ids[1], formName: 'quote', createdAt: new Date(base + 1000) }), []);
    await store.insert(submission({ id: ids[2], formName: 'hosting-order', createdAt: new Date(base + 2000) }), []);
    expect((await store.list({ form: 'quote' })).map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect((await store.list({ form: 'quote', order: 'asc' })).map((row) => row.id)).toEqual([ids[0], ids[1]]);
    expect((await store.list({ limit: 2 })).map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect(await store.count('quote')).toBe(2);
    expect(await store.count()).toBeGreaterThanOrEqual(4);
    expect(await store.list({ form: 'none' })).toEqual([]);
  });

  it('writes concurrent inserts all, each resolving only once committed', async () => {
    const before = await store.count();
    const batch = Array.from({ length: 200 }, () => submission({ formName: 'servicedesk' }));
    await Promise.all(batch.map((s) => store.insert(s, ['webhook'])));
    expect(await store.count()).toBe(before + 200);
    const stored = new Set((await store.list({ form: 'servicedesk' })).map((row) => row.id));
    for (const s of batch) expect(stored.has(s.id)).toBe(true);
  });

  it('stores a submission retried under the same key once, answering the retry with the first id (issue 32, defect 14)', async () => {
    const key = `id:${randomUUID()}`;
    const first = submission({ formName: 'keyed', key });
    expect(await store.insert(first, ['smtp', 'webhook'])).toEqual({ id: first.id, duplicate: false });
    const retry = submission({ formName: 'keyed', key });
    expect(await store.insert(retry, ['smtp', 'webhook'])).toEqual({ id: first.id, duplicate: true });
    expect((await store.list({ form: 'keyed' })).map((row) => row.id)).toEqual([first.id]);
    expect(await store.outbox(retry.id)).toEqual([]);
    expect(await store.outbox(first.id)).toHaveLength(2);
    // Without a key, or under another one, each is its own submission.
    await store.insert(submission({ formName: 'keyed' }), []);
    await store.insert(submission({ formName: 'keyed', key: `id:${randomUUID()}` }), []);
    expect(await store.count('keyed')).toBe(3);
  });

  it('stores once when retries under one key race each other (the unique column decides)', async () => {
    const key = `id:${randomUUID()}`;
    const racing = Array.from({ length: 8 }, () => submission({ formName: 'keyed-race', key }));
    const results = await Promise.all(racing.map((s) => store.insert(s, ['webhook'])));
    expect(await store.count('keyed-race')).toBe(1);
    const [row] = await store.list({ form: 'keyed-race' });
    expect(new Set(results.map((result) => result.id))).toEqual(new Set([row!.id]));
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(await store.outbox(row!.id)).toHaveLength(1);
  });

  it('finds a submission under a prior key (the previous window of a derived key)', async () => {
    const first = submission({ formName: 'keyed-window', key: 'post:abc:100' });
    await store.insert(first, []);
    expect(await store.insert(submission({ formName: 'keyed-window', key: 'post:abc:101', priorKeys: ['post:abc:100'] }), [])).toEqual({
      id: first.id,
      duplicate: true,
    });
    // Two windows on, it is a new submission.
    expect((await store.insert(submission({ formName: 'keyed-window', key: 'post:abc:102', priorKeys: ['post:abc:101'] }), [])).duplicate).toBe(false);
    expect(await store.count('keyed-window')).toBe(2);
  });

  it('rejects an insert it could not commit (a duplicate id), keeping nothing of it', async () => {
    const s = submission({ formName: 'dup' });
    await store.insert(s, ['smtp']);
    await expect(store.insert({ ...s, fields: { name: 'other' } }, ['smtp', 'webhook'])).rejects.toThrow();
    const rows = await store.list({ form: 'dup' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fields).toEqual(s.fields);
    expect(await store.outbox(s.id)).toHaveLength(1);
  });

  it('claims due rows once per lease, and records failures and deliveries', async () => {
    const s = submission({ formName: 'claim', createdAt: new Date('2000-01-01T00:00:00Z') });
    await store.insert(s, ['webhook', 'smtp']);
    const now = new Date('2000-01-01T00:00:10Z');
    const lease = new Date('2000-01-01T00:05:00Z');
    const claimed = (await store.claimDue(['webhook'], now, lease, 1000)).filter((job) => job.submission.id === s.id);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ channel: 'webhook', attempts: 0, submission: { id: s.id, fields: s.fields } });
    // Leased: not due again before the lease ends; the smtp row was not asked for.
    expect((await store.claimDue(['webhook'], now, lease, 1000)).some((job) => job.submission.id === s.id)).toBe(false);

    const job = claimed[0]!;
    await store.markFailed(job.id, 'Error: 500', new Date('2000-01-01T00:01:00Z'));
    let row = (await store.outbox(s.id)).find((r) => r.id === job.id)!;
    expect(row).toMatchObject({ attempts: 1, lastError: 'Error: 500', nextAttemptAt: '2000-01-01T00:01:00.000Z', deliveredAt: null });

    const retry = (await store.claimDue(['webhook'], new Date('2000-01-01T00:01:00Z'), lease, 1000)).find((j) => j.id === job.id);
    expect(retry?.attempts).toBe(1);
    await store.markDelivered(job.id, new Date('2000-01-01T00:01:01Z'));
    row = (await store.outbox(s.id)).find((r) => r.id === job.id)!;
    expect(row).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null, deliveredAt: '2000-01-01T00:01:01.000Z' });
    // A late failure report never undoes a delivery.
    await store.markFailed(job.id, 'late', new Date());
    expect((await store.outbox(s.id)).find((r) => r.id === job.id)?.deliveredAt).toBe('2000-01-01T00:01:01.000Z');
    // Given up: never due again.
    const smtp = (await store.claimDue(['smtp'], now, lease, 1000)).find((j) => j.submission.id === s.id)!;
    await store.markFailed(smtp.id, 'gave up', null);
    expect((await store.claimDue(['smtp'], new Date('2100-01-01T00:00:00Z'), lease, 1000)).some((j) => j.id === smtp.id)).toBe(false);
  });

  it('keeps one secret per name across connections', async () => {
    const first = await store.secret('client_ip_hmac');
    expect(first).toMatch(/^[\w-]{43}$/);
    const other = open();
    expect(await other.secret('client_ip_hmac')).toBe(first);
    expect(await other.secret('another')).not.toBe(first);
    await other.close();
  });

  it(`refuses rows that break the schema (${kind})`, async () => {
    const current = store;
    if (current instanceof SqliteStore) {
      expect(() =>
        current.db.prepare("insert into outbox (id, submission_id, channel) values ('x', 'missing', 'smtp')").run(),
      ).toThrow(/FOREIGN KEY/);
      expect(() => current.db.prepare("insert into submissions (id, form_name, locale, fields, created_at) values ('y', 'f', 'is', 'not json', 'now')").run()).toThrow(/CHECK/);
    } else {
      const pool = (store as PostgresStore).pool;
      await expect(pool.query(`insert into forms.outbox (id, submission_id, channel) values ($1, $2, 'fax')`, [randomUUID(), randomUUID()])).rejects.toThrow();
    }
  });
});

describe('SQLite durability settings', () => {
  it('uses WAL with synchronous=FULL and foreign keys', async () => {
    const store = new SqliteStore(join(sqliteDir.dir, 'pragmas.sqlite'));
    await store.migrate();
    expect(store.db.pragma('journal_mode')).toBe('wal');
    expect(store.db.pragma('synchronous')).toBe(2);
    expect(store.db.pragma('foreign_keys')).toBe(1);
    await store.close();
    await expect(store.insert(submission(), [])).rejects.toThrow(/closed/);
  });
});

describeWith(postgres, 'PostgreSQL isolation', () => {
  it('keeps the tables in the schema forms, out of public (which Supabase exposes)', async () => {
    const store = new PostgresStore((pg as PgDatabase).url);
    await store.migrate();
    const { rows } = await store.pool.query<{ table_schema: string; table_name: string }>(
      `select table_schema, table_name from information_schema.tables where table_name in ('submissions', 'outbox', 'settings', 'schema_migrations') order by table_name`,
    );
    expect(rows.every((row) => row.table_schema === 'forms')).toBe(true);
    expect(rows).toHaveLength(4);
    await store.close();
  });

  it('counts rate-limit hits in the database: shared by two stores, refused past the limit with the time to wait', async () => {
    const stores = [0, 1].map(() => new PostgresStore((pg as PgDatabase).url, 2));
    await stores[0]!.migrate();
    const fallback = new RateLimiter({ max: 100, windowMs: 60_000 });
    const [one, two] = stores.map((store) => new PostgresRateCounter(store.pool, 60_000, fallback));
    const key = `test-${randomUUID()}`;
    expect([await one!.hit(key, 3), await two!.hit(key, 3), await one!.hit(key, 3)]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    const refused = await two!.hit(key, 3);
    expect(refused).toMatchObject({ allowed: false });
    const wait = (refused as { retryAfterMs: number }).retryAfterMs;
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // A refused hit is not counted, and another key is not held back.
    expect(await one!.hit(`${key}-other`, 3)).toEqual({ allowed: true });
    // A database that cannot answer leaves the decision to the process's own count.
    await stores[1]!.close();
    expect(await two!.hit(key, 3)).toEqual({ allowed: true });
    await stores[0]!.close();
  });

  it('migrates once when several instances start together', async () => {
    const stores = [0, 1, 2, 3].map(() => new PostgresStore((pg as PgDatabase).url, 2));
    await Promise.all(stores.map((s) => s.migrate()));
    const { rows } = await stores[0]!.pool.query('select count(*)::int as n from forms.schema_migrations');
    expect(rows[0]).toEqual({ n: readMigrations('postgres').length });
    await Promise.all(stores.map((s) => s.close()));
  });

  it('never hands the same outbox row to two workers at once', async () => {
    const store = new PostgresStore((pg as PgDatabase).url);
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const at = new Date('1990-01-01T00:00:00Z');
    for (const id of ids) await store.insert(submission({ id, formName: 'race', createdAt: at }), ['webhook']);
    const workers = [0, 1, 2].map(() => new PostgresStore((pg as PgDatabase).url, 2));
    const lease = new Date(Date.now() + 60_000);
    const claims = await Promise.all(workers.map((w) => w.claimDue(['webhook'], new Date('1990-01-02T00:00:00Z'), lease, 15)));
    const claimed = claims.flat().filter((job) => job.submission.formName === 'race').map((job) => job.submission.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(30);
    await Promise.all([store, ...workers].map((s) => s.close()));
  });
});
