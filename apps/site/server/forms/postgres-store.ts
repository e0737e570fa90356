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

export class PostgresStore implements SubmissionStore {
  readonly kind = 'postgres';
  readonly pool: pg.Pool;

  constructor(connectionString: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    // An idle client losing its connection (database restart) must not crash the server.
    this.pool.on('error', () => undefined);
  }

  async migrate(): Promise<void> {
    const client = await this.pool.connect();
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
      client.release();
    }
  }

  async insert(submission: NewSubmission, channels: readonly Channel[]): Promise<InsertResult> {
    const key = submission.key ?? null;
    // One statement: the submission (unless its key, or a prior key, is stored already) and its outbox rows; then the
    // id stored, new or earlier.
    const { rows } = await this.pool.query<{ id: string; created: boolean }>(
      `with prior as (
         select id from forms.submissions where $9::text is not null and submission_key = any($10::text[]) limit 1
       ), s as (
         insert into forms.submissions (id, form_name, locale, fields, created_at, client_ip_hash, submission_key)
         select $1::uuid, $2::text, $3::text, $4::jsonb, $5::timestamptz, $6::text, $9::text where not exists (select 1 from prior)
         on conflict (submission_key) do nothing
         returning id, created_at
       ), o as (
         insert into forms.outbox (id, submission_id, channel, attempts, next_attempt_at)
         select o.id, s.id, o.channel, 0, s.created_at from s, unnest($7::uuid[], $8::text[]) as o (id, channel)
       )
       select id::text, true as created from s
       union all
       select id::text, false as created from prior`,
      [
        submission.id,
        submission.formName,
        submission.locale,
        JSON.stringify(submission.fields),
        submission.createdAt,
        submission.clientIpHash,
        channels.map(() => randomUUID()),
        [...channels],
        key,
        key === null ? [] : [key, ...(submission.priorKeys ?? [])],
      ],
    );
    const row = rows[0];
    if (row) return { id: row.id, duplicate: !row.created };
    // The key was taken by a post committed while this one waited on it (the statement's snapshot is older): read it.
    const { rows: stored } = await this.pool.query<{ id: string }>('select id::text from forms.submissions where submission_key = $1', [key]);
    if (!stored[0]) throw new Error('the submission was neither stored nor found under its key');
    return { id: stored[0].id, duplicate: true };
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
