/**
 * Where submissions live: one interface, two implementations (SQLite file by default, PostgreSQL when
 * `DATABASE_URL` is set). A submission and its outbox rows are written in one transaction, and `insert`
 * resolves only once that transaction is durable, so the server never answers 2xx for a submission it
 * could lose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Notification channels of the outbox. */
export type Channel = 'smtp' | 'webhook';

export interface NewSubmission {
  id: string;
  formName: string;
  locale: string;
  /** The validated, normalised values of the form's fields. */
  fields: Record<string, string>;
  createdAt: Date;
  clientIpHash: string | null;
  /**
   * The key the submission was posted under (the browser's submission id, or one derived from the post). When a
   * submission with this key, or with one of `priorKeys`, is already stored, nothing is written and the stored one's id
   * is the answer: a retried post is stored once.
   */
  key?: string | null;
  /** Keys the same submission may have been stored under before (a derived key of the previous time window). */
  priorKeys?: readonly string[];
}

/** What `insert` did: stored the submission (`duplicate` false), or found it stored already under its key. */
export interface InsertResult {
  /** The id of the stored row: the new one, or the one stored first under the same key. */
  id: string;
  duplicate: boolean;
}

export interface StoredSubmission {
  id: string;
  formName: string;
  locale: string;
  fields: Record<string, string>;
  /** ISO 8601, UTC. */
  createdAt: string;
  clientIpHash: string | null;
}

/** An outbox row claimed for delivery, with its submission. */
export interface OutboxJob {
  id: string;
  channel: Channel;
  /** Attempts made before this one. */
  attempts: number;
  submission: StoredSubmission;
}

export interface OutboxRow {
  id: string;
  submissionId: string;
  channel: Channel;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface ListOptions {
  form?: string;
  /** Most recent first when set; all rows otherwise. */
  limit?: number;
  /** 'desc' (newest first, the default) or 'asc'. */
  order?: 'asc' | 'desc';
}

/**
 * Whether the store can take a submission now. `reason` is a short sentence and `detail` the underlying error, both
 * for the log (`/readyz` answers only whether, not why).
 */
export type StoreReadiness = { ready: true } | { ready: false; reason: string; detail: string };

/** The `settings` key the readiness probe writes (its value: the time of the last probe). */
export const READINESS_PROBE_KEY = 'readiness_probe';

export interface SubmissionStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies the pending migrations; safe to call on every start, from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Writes the submission and one pending outbox row per channel; resolves once durable. A submission whose key is
   * stored already writes nothing and resolves with the stored row's id.
   */
  insert(submission: NewSubmission, channels: readonly Channel[]): Promise<InsertResult>;
  list(options?: ListOptions): Promise<StoredSubmission[]>;
  count(form?: string): Promise<number>;
  /**
   * Claims up to `limit` due outbox rows of the given channels: their next attempt moves to `leaseUntil`, so
   * another worker (or this one after a crash) picks them up again only once the lease has run out.
   */
  claimDue(channels: readonly Channel[], now: Date, leaseUntil: Date, limit: number): Promise<OutboxJob[]>;
  markDelivered(id: string, at: Date): Promise<void>;
  /** Gives a claimed row back unattempted (a shutdown cut its delivery off): due at `at`, its attempts unchanged. */
  release(id: string, at: Date): Promise<void>;
  /** Records a failed attempt; `nextAttemptAt` null gives the row up. */
  markFailed(id: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  outbox(submissionId?: string): Promise<OutboxRow[]>;
  /** A random secret kept in the database, created on first use (keys the client address hash). */
  secret(name: string): Promise<string>;
  /**
   * Commits a real write (one row of `settings`) in a transaction, as an insert would: ready when it commits. A
   * read, or a check of file permissions, would pass while writes fail (a full disk, a read-only mount, a
   * database in recovery, a root process that ignores permissions).
   */
  ready(): Promise<StoreReadiness>;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

/** The SQL files of `migrations/{dialect}/`, in name order; the version is the file name without `.sql`. */
export function readMigrations(dialect: 'sqlite' | 'postgres'): Migration[] {
  const dir = join(here, 'migrations', dialect);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** Error text kept short enough for a column and a log line. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
}
