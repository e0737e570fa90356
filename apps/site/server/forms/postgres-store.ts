/**
 * The PostgreSQL store (when `DATABASE_URL` is set): the same tables in the schema `forms`, so any number
 * of server instances can share it. A submission and its outbox rows go in one statement (one implicit
 * transaction, one round trip); outbox rows are claimed with `for update skip locked`, so instances never
 * deliver the same row at the same time.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  errorText,
  READINESS_PROBE_KEY,
  readMigrations,
  type Channel,
  type InsertResult,
  type ListOptions,
  type NewSubmission,
  type OutboxJob,
  type OutboxRow,
  type StoreReadiness,
  type StoredSubmission,
  type SubmissionStore,
} from './store';
import type { RateLimitCounter, RateLimitDecision } from './rate-limit';

interface SubmissionRow {
  id: string;
  form_name: string;
  locale: string;
  fields: Record<string, string>;
  created_at: Date;
  client_ip_hash: string | null;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

function toSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    formName: row.form_name,
    locale: row.locale,
    fields: row.fields,
    createdAt: row.created_at.toISOString(),
    clientIpHash: row.client_ip_hash,
  };
}

/** Any constant: serialises migrations across instances starting at once. */
const MIGRATION_LOCK = 7_402_911_317;
/** One migration statement (or the wait for another instance's migrations) at most. */
const MIGRATION_TIMEOUT_MS = 120_000;

/** Every wait on the database is bounded (ms); the environment's settings are in ./config.ts. */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement: the server cancels it (`statement_timeout`), and the client stops waiting a second later. */
  statementMs: number;
  /** A pooled connection unused this long is closed. */
  idleMs: number;
  /** From a submission's arrival at the store to its answer: stored, or refused and never stored later. */
  submitMs: number;
}

/** `DATABASE_CONNECT_TIMEOUT`, `DATABASE_STATEMENT_TIMEOUT`, `DATABASE_IDLE_TIMEOUT`, `FORMS_SUBMIT_TIMEOUT` unset. */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 5_000, idleMs: 30_000, submitMs: 5_000 };

class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer from the database within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class PostgresStore implements SubmissionStore {
  readonly kind = 'postgres';
  readonly pool: pg.Pool;
  readonly timeouts: PostgresTimeouts;
  /**
   * The database's clock minus ours (ms), measured at start and by each readiness probe: a submission's deadline is
   * checked by the database in its own time.
   */
  private clockOffsetMs = 0;

  constructor(
    private readonly connectionString: string,
    poolSize = 10,
    timeouts: Partial<PostgresTimeouts> = {},
  ) {
    this.timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...timeouts };
    const { connectMs, statementMs, idleMs } = this.timeouts;
    this.pool = new pg.Pool({
      connectionString,
      max: poolSize,
      connectionTimeoutMillis: connectMs,
      idleTimeoutMillis: idleMs,
      statement_timeout: statementMs,
      // A statement the server never answers (a frozen or unreachable database): the client gives up too, and the pool
      // drops the connection.
      query_timeout: statementMs + 1_000,
      idle_in_transaction_session_timeout: statementMs * 2,
      keepAlive: true,
    });
    // An idle client losing its connection (database restart) must not crash the server.
    this.pool.on('error', () => undefined);
  }

  /** Reads the database's clock to keep `clockOffsetMs` current; a failure keeps the last value. */
  private async measureClock(): Promise<void> {
    const sent = Date.now();
    const { rows } = await this.pool.query<{ ms: string }>('select (extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms');
    const received = Date.now();
    this.clockOffsetMs = Number(rows[0]!.ms) - (sent + received) / 2;
  }

  /**
   * On a connection of its own, outside the pool's statement timeouts: a migration may take longer than a submission,
   * and an instance starting beside another waits for its migrations (the advisory lock). Bounded all the same.
   */
  async migrate(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.timeouts.connectMs,
      statement_timeout: MIGRATION_TIMEOUT_MS,
      query_timeout: MIGRATION_TIMEOUT_MS + 5_000,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query('create schema if not exists forms');
      await client.query(
        'create table if not exists forms.schema_migrations (version text primary key, applied_at timestamptz not null default now())',
      );
      const { rows } = await client.query<{ version: string }>('select version from forms.schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      for (const migration of readMigrations('postgres')) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query('insert into forms.schema_migrations (version) values ($1)', [migration.version]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
    await this.measureClock();
  }

  /**
   * One statement within `submitMs`, answered as it happened. The statement carries its deadline, checked by the
   * database in its own time: one that reaches it late (the database was frozen, the client gave up and answered 503)
   * inserts nothing. A connection whose statement timed out is destroyed, never reused. A submission whose key (or a
   * prior key) is stored already writes nothing and answers with the stored id.
   */
  async insert(submission: NewSubmission, channels: readonly Channel[]): Promise<InsertResult> {
    const key = submission.key ?? null;
    const started = Date.now();
    const deadline = started + this.timeouts.submitMs;
    const connecting = this.pool.connect();
    let client: pg.PoolClient;
    try {
      client = await within(connecting, deadline - Date.now(), 'connecting');
    } catch (error) {
      // A connection that arrives after all goes back to the pool unused.
      connecting.then((late) => late.release(), () => undefined);
      throw error;
    }
    let failure: Error | undefined;
    try {
      const { rows } = await within(
        client.query<{ stored: string | null; prior: string | null }>(
          `with prior as (
             select id from forms.submissions where $10::text is not null and submission_key = any($11::text[]) limit 1
           ), s as (
             insert into forms.submissions (id, form_name, locale, fields, created_at, client_ip_hash, submission_key)
             select $1::uuid, $2::text, $3::text, $4::jsonb, $5::timestamptz, $6::text, $10::text
              where clock_timestamp() < $9::timestamptz and not exists (select 1 from prior)
             on conflict (submission_key) do nothing
             returning id, created_at
           ), o as (
             insert into forms.outbox (id, submission_id, channel, attempts, next_attempt_at)
             select o.id, s.id, o.channel, 0, s.created_at from s, unnest($7::uuid[], $8::text[]) as o (id, channel)
             returning 1
           )
           select (select id::text from s) as stored, (select id::text from prior) as prior`,
          [
            submission.id,
            submission.formName,
            submission.locale,
            JSON.stringify(submission.fields),
            submission.createdAt,
            submission.clientIpHash,
            channels.map(() => randomUUID()),
            [...channels],
            new Date(deadline + this.clockOffsetMs),
            key,
            key === null ? [] : [key, ...(submission.priorKeys ?? [])],
          ],
        ),
        deadline - Date.now(),
        'storing a submission',
      );
      const { stored, prior } = rows[0] ?? { stored: null, prior: null };
      if (stored) return { id: stored, duplicate: false };
      if (prior) return { id: prior, duplicate: true };
      if (key !== null) {
        // Not stored in time, or its key taken by a post committed while this one waited on it (the statement's
        // snapshot is older than that commit): a fresh read tells which.
        const { rows: taken } = await within(
          client.query<{ id: string }>('select id::text from forms.submissions where submission_key = $1', [key]),
          deadline - Date.now(),
          'reading a submission by its key',
        );
        if (taken[0]) return { id: taken[0].id, duplicate: true };
      }
      throw new DeadlineError('storing a submission (reached the database too late, not stored)', this.timeouts.submitMs);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // Released with the error, the pool closes the connection: a statement still running there finds no one to
      // answer, and its deadline stops it from storing anything.
      client.release(failure);
    }
  }

  async list(options: ListOptions = {}): Promise<StoredSubmission[]> {
    const order = options.order === 'asc' ? 'asc' : 'desc';
    const { rows } = await this.pool.query<SubmissionRow>(
      `select * from forms.submissions where ($1::text is null or form_name = $1)
        order by created_at ${order}, id ${order} limit $2`,
      [options.form ?? null, options.limit ?? null],
    );
    return rows.map(toSubmission);
  }

  async count(form?: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      'select count(*) as n from forms.submissions where ($1::text is null or form_name = $1)',
      [form ?? null],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async claimDue(channels: readonly Channel[], now: Date, leaseUntil: Date, limit: number): Promise<OutboxJob[]> {
    if (channels.length === 0) return [];
    const { rows } = await this.pool.query<SubmissionRow & { outbox_id: string; channel: Channel; attempts: number }>(
      `with due as (
         select id from forms.outbox
          where delivered_at is null and next_attempt_at is not null and next_attempt_at <= $1 and channel = any($2::text[])
          order by next_attempt_at
          limit $4
          for update skip locked
       ), claimed as (
         update forms.outbox o set next_attempt_at = $3 from due where o.id = due.id
         returning o.id, o.submission_id, o.channel, o.attempts
       )
       select c.id as outbox_id, c.channel, c.attempts, s.*
         from claimed c join forms.submissions s on s.id = c.submission_id`,
      [now, [...channels], leaseUntil, limit],
    );
    return rows.map((row) => ({ id: row.outbox_id, channel: row.channel, attempts: row.attempts, submission: toSubmission(row) }));
  }

  async markDelivered(id: string, at: Date): Promise<void> {
    await this.pool.query(
      'update forms.outbox set delivered_at = $2, next_attempt_at = null, attempts = attempts + 1, last_error = null where id = $1',
      [id, at],
    );
  }

  async release(id: string, at: Date): Promise<void> {
    await this.pool.query('update forms.outbox set next_attempt_at = $2 where id = $1 and delivered_at is null', [id, at]);
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.pool.query(
      'update forms.outbox set attempts = attempts + 1, last_error = $2, next_attempt_at = $3 where id = $1 and delivered_at is null',
      [id, error, nextAttemptAt],
    );
  }

  async outbox(submissionId?: string): Promise<OutboxRow[]> {
    const { rows } = await this.pool.query<{
      id: string;
      submission_id: string;
      channel: Channel;
      attempts: number;
      next_attempt_at: Date | null;
      last_error: string | null;
      delivered_at: Date | null;
    }>('select * from forms.outbox where ($1::uuid is null or submission_id = $1) order by submission_id, channel', [
      submissionId ?? null,
    ]);
    return rows.map((row) => ({
      id: row.id,
      submissionId: row.submission_id,
      channel: row.channel,
      attempts: row.attempts,
      nextAttemptAt: iso(row.next_attempt_at),
      lastError: row.last_error,
      deliveredAt: iso(row.delivered_at),
    }));
  }

  async secret(name: string): Promise<string> {
    await this.pool.query('insert into forms.settings (key, value) values ($1, $2) on conflict (key) do nothing', [
      name,
      randomBytes(32).toString('base64url'),
    ]);
    const { rows } = await this.pool.query<{ value: string }>('select value from forms.settings where key = $1', [name]);
    return rows[0]!.value;
  }

  async ready(): Promise<StoreReadiness> {
    try {
      await this.measureClock();
      // One statement is one transaction: ready when it commits.
      await this.pool.query(
        'insert into forms.settings (key, value) values ($1, now()::text) on conflict (key) do update set value = excluded.value',
        [READINESS_PROBE_KEY],
      );
      return { ready: true };
    } catch (error) {
      return { ready: false, reason: 'the database cannot be written', detail: errorText(error) };
    }
  }

  async close(): Promise<void> {
    if (this.pool.ended) return;
    await this.pool.end();
  }
}

/**
 * The rate limit's counts in PostgreSQL (with `DATABASE_URL`): instances behind one load balancer share them, and a
 * restart keeps them. Times are the database's, so the instances' clocks need not agree. A database that does not
 * answer within `timeoutMs` leaves the decision to `fallback`, this process's own counts: the post then meets the
 * store's own timeout, and the limit still holds meanwhile.
 */
export class PostgresRateCounter implements RateLimitCounter {
  private lastPrune = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly windowMs: number,
    private readonly fallback: RateLimitCounter,
    private readonly timeoutMs = 500,
  ) {}

  async hit(key: string, max: number): Promise<RateLimitDecision> {
    try {
      // The row lock of `on conflict` serialises the hits of one key across instances.
      const { rows } = await within(
        this.pool.query<{ allowed: boolean; retry_after_ms: number | null }>(
          `insert into forms.rate_limit as r (key, hits) values ($1, array[statement_timestamp()])
           on conflict (key) do update set hits = (
             select case when count(*) < $2 then coalesce(array_agg(h order by h), '{}') || statement_timestamp()
                         else array_agg(h order by h) end
               from unnest(r.hits) as h where h > statement_timestamp() - make_interval(secs => $3::double precision)
           )
           returning statement_timestamp() = any(hits) as allowed,
                     ceil(extract(epoch from hits[1] + make_interval(secs => $3::double precision) - statement_timestamp()) * 1000)::int as retry_after_ms`,
          [key, max, this.windowMs / 1000],
        ),
        this.timeoutMs,
        'counting a post',
      );
      this.prune();
      const row = rows[0]!;
      return row.allowed ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(1, row.retry_after_ms ?? this.windowMs) };
    } catch {
      return this.fallback.hit(key, max);
    }
  }

  /** Forgets keys with no post inside the window, at most once a window per instance, in the background. */
  private prune(): void {
    const now = Date.now();
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    this.pool
      .query('delete from forms.rate_limit where hits[cardinality(hits)] < statement_timestamp() - make_interval(secs => $1::double precision)', [
        this.windowMs / 1000,
      ])
      .catch(() => undefined);
  }
}
