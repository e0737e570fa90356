/**
 * The SQLite store: one file in WAL mode with `synchronous=FULL`, so a committed transaction survives a
 * crash or power loss. Inserts arriving in the same turn of the event loop share one transaction (group
 * commit): each caller still resolves only after the commit that holds its row, and the fsync cost is
 * paid once per batch instead of once per submission.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { openSqlite, type SqliteDatabase, type SqlValue } from './sqlite-driver';
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
  fields: string;
  created_at: string;
  client_ip_hash: string | null;
}

interface Pending {
  submission: NewSubmission;
  channels: readonly Channel[];
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
}

function toSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    formName: row.form_name,
    locale: row.locale,
    fields: JSON.parse(row.fields) as Record<string, string>,
    createdAt: row.created_at,
    clientIpHash: row.client_ip_hash,
  };
}

/** Which file a path names (device and inode), or null when it names no regular file. */
function fileIdentity(path: string): string | null {
  try {
    const stats = statSync(path, { bigint: true });
    return stats.isFile() ? `${stats.dev}:${stats.ino}` : null;
  } catch {
    return null;
  }
}

export class SqliteStore implements SubmissionStore {
  readonly kind = 'sqlite';
  readonly db: SqliteDatabase;
  private queue: Pending[] = [];
  private closed = false;
  /** The file opened: an open handle keeps writing to it even after the path was removed or replaced. */
  private readonly identity: string | null;

  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = openSqlite(path);
    // The CLI may read (or migrate) while the server writes: wait for its lock rather than fail at once.
    this.db.exec('pragma busy_timeout = 5000');
    this.db.exec('pragma journal_mode = WAL');
    this.db.exec('pragma synchronous = FULL');
    this.db.exec('pragma foreign_keys = ON');
    this.identity = path === ':memory:' ? null : fileIdentity(path);
  }

  async migrate(): Promise<void> {
    this.db.exec('create table if not exists schema_migrations (version text primary key, applied_at text not null)');
    const applied = this.db.prepare('select 1 from schema_migrations where version = ?');
    const record = this.db.prepare('insert into schema_migrations (version, applied_at) values (?, ?)');
    for (const migration of readMigrations('sqlite')) {
      // IMMEDIATE takes the write lock first, so two processes starting together apply each file once.
      this.db.immediate(() => {
        if (applied.get(migration.version)) return;
        this.db.exec(migration.sql);
        record.run(migration.version, new Date().toISOString());
      });
    }
  }

  insert(submission: NewSubmission, channels: readonly Channel[]): Promise<InsertResult> {
    if (this.closed) return Promise.reject(new Error('the submission store is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ submission, channels, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits every queued insert in one transaction, then settles their promises. */
  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const insertSubmission = this.db.prepare(
      'insert into submissions (id, form_name, locale, fields, created_at, client_ip_hash, submission_key) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const storedUnder = this.db.prepare('select id from submissions where submission_key = ?');
    let results: InsertResult[] = [];
    const insertOutbox = this.db.prepare(
      'insert into outbox (id, submission_id, channel, attempts, next_attempt_at) values (?, ?, ?, 0, ?)',
    );
    try {
      // A commit to a file no longer at the path would succeed and be lost with the process.
      if (this.fileReplaced()) throw new Error(`${this.path} was removed or replaced since it was opened`);
      this.db.immediate(() => {
        results = [];
        for (const { submission, channels } of batch) {
          // Inside the transaction: an earlier post of this batch with the same key counts too.
          const key = submission.key ?? null;
          const stored = key === null ? undefined : [key, ...(submission.priorKeys ?? [])].map((candidate) => storedUnder.get(candidate) as { id: string } | undefined).find(Boolean);
          if (stored) {
            results.push({ id: stored.id, duplicate: true });
            continue;
          }
          const createdAt = submission.createdAt.toISOString();
          insertSubmission.run(
            submission.id,
            submission.formName,
            submission.locale,
            JSON.stringify(submission.fields),
            createdAt,
            submission.clientIpHash,
            key,
          );
          for (const channel of channels) insertOutbox.run(randomUUID(), submission.id, channel, createdAt);
          results.push({ id: submission.id, duplicate: false });
        }
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]!));
  }

  async list(options: ListOptions = {}): Promise<StoredSubmission[]> {
    const order = options.order === 'asc' ? 'asc' : 'desc';
    const where = options.form === undefined ? '' : 'where form_name = ?';
    const params: SqlValue[] = options.form === undefined ? [] : [options.form];
    params.push(options.limit ?? -1);
    const rows = this.db
      .prepare(`select * from submissions ${where} order by created_at ${order}, rowid ${order} limit ?`)
      .all(...params) as SubmissionRow[];
    return rows.map(toSubmission);
  }

  async count(form?: string): Promise<number> {
    const row = (
      form === undefined
        ? this.db.prepare('select count(*) as n from submissions').get()
        : this.db.prepare('select count(*) as n from submissions where form_name = ?').get(form)
    ) as { n: number };
    return row.n;
  }

  async claimDue(channels: readonly Channel[], now: Date, leaseUntil: Date, limit: number): Promise<OutboxJob[]> {
    if (channels.length === 0) return [];
    const select = this.db.prepare(
      `select o.id as outbox_id, o.channel, o.attempts, s.*
         from outbox o join submissions s on s.id = o.submission_id
        where o.delivered_at is null and o.next_attempt_at is not null and o.next_attempt_at <= ?
          and o.channel in (select value from json_each(?))
        order by o.next_attempt_at
        limit ?`,
    );
    const lease = this.db.prepare('update outbox set next_attempt_at = ? where id = ?');
    type Row = SubmissionRow & { outbox_id: string; channel: Channel; attempts: number };
    return this.db.immediate(() => {
      const rows = select.all(now.toISOString(), JSON.stringify(channels), limit) as Row[];
      for (const row of rows) lease.run(leaseUntil.toISOString(), row.outbox_id);
      return rows.map((row) => ({ id: row.outbox_id, channel: row.channel, attempts: row.attempts, submission: toSubmission(row) }));
    });
  }

  async markDelivered(id: string, at: Date): Promise<void> {
    this.db
      .prepare('update outbox set delivered_at = ?, next_attempt_at = null, attempts = attempts + 1, last_error = null where id = ?')
      .run(at.toISOString(), id);
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    this.db
      .prepare('update outbox set attempts = attempts + 1, last_error = ?, next_attempt_at = ? where id = ? and delivered_at is null')
      .run(error, nextAttemptAt ? nextAttemptAt.toISOString() : null, id);
  }

  async outbox(submissionId?: string): Promise<OutboxRow[]> {
    const rows = (
      submissionId === undefined
        ? this.db.prepare('select * from outbox order by rowid').all()
        : this.db.prepare('select * from outbox where submission_id = ? order by rowid').all(submissionId)
    ) as Array<{
      id: string;
      submission_id: string;
      channel: Channel;
      attempts: number;
      next_attempt_at: string | null;
      last_error: string | null;
      delivered_at: string | null;
    }>;
    return rows.map((row) => ({
      id: row.id,
      submissionId: row.submission_id,
      channel: row.channel,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      deliveredAt: row.delivered_at,
    }));
  }

  async secret(name: string): Promise<string> {
    this.db.prepare('insert or ignore into settings (key, value) values (?, ?)').run(name, randomBytes(32).toString('base64url'));
    return (this.db.prepare('select value from settings where key = ?').get(name) as { value: string }).value;
  }

  /** Writes through a handle to a removed or replaced file succeed and are lost: the path must still name it. */
  private fileReplaced(): boolean {
    return this.identity !== null && fileIdentity(this.path) !== this.identity;
  }

  async ready(): Promise<StoreReadiness> {
    if (this.closed) return { ready: false, reason: 'the submission store is closed', detail: 'closed' };
    if (this.fileReplaced()) {
      return { ready: false, reason: 'the database file was removed or replaced', detail: `${this.path} no longer names the file opened at start` };
    }
    try {
      this.db.immediate(() => {
        this.db
          .prepare('insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value')
          .run(READINESS_PROBE_KEY, new Date().toISOString());
      });
      return { ready: true };
    } catch (error) {
      return { ready: false, reason: 'the database cannot be written', detail: errorText(error) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.db.close();
  }
}
