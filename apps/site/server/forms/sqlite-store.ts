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
  /** When a lock held by another process stops being waited for (ms since the epoch). */
  deadline: number;
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
}

/** `FORMS_SQLITE_LOCK_TIMEOUT` unset: a write waits up to a second for another process's lock, then fails (503). */
export const DEFAULT_LOCK_WAIT_MS = 1_000;

/** SQLITE_BUSY (and its extended codes) from either driver: another connection holds the lock. */
function isBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
  if (typeof errcode === 'number' && (errcode & 0xff) === 5) return true;
  return /database is locked/i.test(error.message);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Between two tries at a lock: short at first, at most 50 ms. */
const backoff = (tries: number) => Math.min(50, 2 ** tries);

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

  /**
   * `lockWaitMs`: how long a write waits for another process's lock (the CLI, a backup, a stray `sqlite3` shell).
   * SQLite's own busy_timeout would wait on the event loop, freezing every request of the server meanwhile, so it is
   * off once the file is open: a locked write is tried again from a timer, and fails after `lockWaitMs`.
   */
  constructor(
    readonly path: string,
    private readonly lockWaitMs = DEFAULT_LOCK_WAIT_MS,
  ) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = openSqlite(path);
    // Opening happens once, at start, before any request: it may wait for a lock the usual way.
    this.db.exec(`pragma busy_timeout = ${Math.round(lockWaitMs)}`);
    this.db.exec('pragma journal_mode = WAL');
    this.db.exec('pragma synchronous = FULL');
    this.db.exec('pragma foreign_keys = ON');
    this.db.exec('pragma busy_timeout = 0');
    this.identity = path === ':memory:' ? null : fileIdentity(path);
  }

  /** Runs `work` (synchronous), trying again from a timer while another process holds the lock, up to `lockWaitMs`. */
  private async locked<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + this.lockWaitMs;
    for (let tries = 0; ; tries += 1) {
      try {
        return work();
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
      }
      await pause(backoff(tries));
    }
  }

  async migrate(): Promise<void> {
    await this.locked(() => this.db.exec('create table if not exists schema_migrations (version text primary key, applied_at text not null)'));
    const applied = this.db.prepare('select 1 from schema_migrations where version = ?');
    const record = this.db.prepare('insert into schema_migrations (version, applied_at) values (?, ?)');
    for (const migration of readMigrations('sqlite')) {
      // IMMEDIATE takes the write lock first, so two processes starting together apply each file once.
      await this.locked(() =>
        this.db.immediate(() => {
          if (applied.get(migration.version)) return;
          this.db.exec(migration.sql);
          record.run(migration.version, new Date().toISOString());
        }),
      );
    }
  }

  insert(submission: NewSubmission, channels: readonly Channel[]): Promise<InsertResult> {
    if (this.closed) return Promise.reject(new Error('the submission store is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ submission, channels, deadline: Date.now() + this.lockWaitMs, resolve, reject });
      this.schedule(0);
    });
  }

  private flushTimer: NodeJS.Timeout | undefined;
  private flushScheduled = false;
  private busyTries = 0;

  /** One flush pending at a time: the next turn of the event loop, or after a pause while the file is locked. */
  private schedule(delayMs: number): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const run = () => {
      this.flushScheduled = false;
      this.flushTimer = undefined;
      this.flush();
    };
    if (delayMs === 0) setImmediate(run);
    else this.flushTimer = setTimeout(run, delayMs);
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
      if (isBusy(error) && !this.closed) {
        // Another process holds the lock: the ones still within their wait are tried again, the rest fail now.
        const now = Date.now();
        const waiting = batch.filter((pending) => pending.deadline > now);
        for (const pending of batch) if (pending.deadline <= now) pending.reject(error);
        if (waiting.length > 0) {
          this.queue = [...waiting, ...this.queue];
          this.schedule(backoff((this.busyTries += 1)));
        }
        return;
      }
      for (const pending of batch) pending.reject(error);
      return;
    }
    this.busyTries = 0;
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
    return this.locked(() => this.db.immediate(() => {
      const rows = select.all(now.toISOString(), JSON.stringify(channels), limit) as Row[];
      for (const row of rows) lease.run(leaseUntil.toISOString(), row.outbox_id);
      return rows.map((row) => ({ id: row.outbox_id, channel: row.channel, attempts: row.attempts, submission: toSubmission(row) }));
    }));
  }

  async markDelivered(id: string, at: Date): Promise<void> {
    await this.locked(() =>
      this.db
        .prepare('update outbox set delivered_at = ?, next_attempt_at = null, attempts = attempts + 1, last_error = null where id = ?')
        .run(at.toISOString(), id),
    );
  }

  async release(id: string, at: Date): Promise<void> {
    await this.locked(() => this.db.prepare('update outbox set next_attempt_at = ? where id = ? and delivered_at is null').run(at.toISOString(), id));
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.locked(() =>
      this.db
        .prepare('update outbox set attempts = attempts + 1, last_error = ?, next_attempt_at = ? where id = ? and delivered_at is null')
        .run(error, nextAttemptAt ? nextAttemptAt.toISOString() : null, id),
    );
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
    await this.locked(() => this.db.prepare('insert or ignore into settings (key, value) values (?, ?)').run(name, randomBytes(32).toString('base64url')));
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
      await this.locked(() =>
        this.db.immediate(() => {
          this.db
            .prepare('insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value')
            .run(READINESS_PROBE_KEY, new Date().toISOString());
        }),
      );
      return { ready: true };
    } catch (error) {
      if (isBusy(error)) return { ready: false, reason: 'the database is locked by another process', detail: errorText(error) };
      return { ready: false, reason: 'the database cannot be written', detail: errorText(error) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushScheduled = false;
    this.closed = true;
    this.flush();
    this.db.close();
  }
}
