/**
 * The form server's configuration from the environment (see README.md next to this file): the store,
 * the notification channels, the rate limit.
 */
import { resolve } from 'node:path';
import { DEFAULT_SMTP_TIMEOUTS, smtpChannel, webhookChannel } from './channels';
import { OutboxWorker, type Deliver, type OutboxOptions } from './outbox';
import { DEFAULT_POSTGRES_TIMEOUTS, PostgresRateCounter, PostgresStore } from './postgres-store';
import { parseIpv6Prefix, parseRateLimit, RateLimiter, type RateLimitSettings } from './rate-limit';
import { DEFAULT_LOCK_WAIT_MS, SqliteStore } from './sqlite-store';
import type { Channel, SubmissionStore } from './store';

export const DEFAULT_DB_PATH = 'data/submissions.sqlite';

export type FormsEnv = Partial<
  Record<
    | 'FORMS_DB_PATH'
    | 'DATABASE_URL'
    | 'SMTP_URL'
    | 'FORMS_MAIL_TO'
    | 'FORMS_MAIL_FROM'
    | 'WEBHOOK_URL'
    | 'FORMS_RATE_LIMIT'
    | 'SMTP_CONNECTION_TIMEOUT'
    | 'SMTP_GREETING_TIMEOUT'
    | 'SMTP_SOCKET_TIMEOUT'
    | 'WEBHOOK_TIMEOUT'
    | 'FORMS_DELIVERY_TIMEOUT'
    | 'FORMS_SHUTDOWN_TIMEOUT'
    | 'DATABASE_CONNECT_TIMEOUT'
    | 'DATABASE_STATEMENT_TIMEOUT'
    | 'DATABASE_IDLE_TIMEOUT'
    | 'FORMS_SUBMIT_TIMEOUT'
    | 'FORMS_SQLITE_LOCK_TIMEOUT'
    | 'FORMS_IPV6_PREFIX',
    string
  >
>;

/** A duration setting in seconds (fractions allowed), as milliseconds; unset or empty gives the default. */
function secondsSetting(env: Readonly<Record<string, string | undefined>>, name: string, defaultMs: number): number {
  const text = env[name]?.trim();
  if (!text) return defaultMs;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name}: expected a positive number of seconds, got "${env[name]}"`);
  return Math.round(seconds * 1000);
}

/** `FORMS_DELIVERY_TIMEOUT` unset: one delivery attempt may take a minute at most (its lease is twice that). */
const DEFAULT_DELIVERY_TIMEOUT_MS = 60_000;
/** `FORMS_SHUTDOWN_TIMEOUT` unset: deliveries in flight get 5 s to finish on SIGTERM before they are cut off. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 5_000;

/** PostgreSQL when `DATABASE_URL` is set, else the SQLite file `FORMS_DB_PATH` (relative to `cwd`). */
export function storeFromEnv(env: FormsEnv, cwd = process.cwd()): SubmissionStore {
  if (env.DATABASE_URL) {
    const defaults = DEFAULT_POSTGRES_TIMEOUTS;
    return new PostgresStore(env.DATABASE_URL, undefined, {
      connectMs: secondsSetting(env, 'DATABASE_CONNECT_TIMEOUT', defaults.connectMs),
      statementMs: secondsSetting(env, 'DATABASE_STATEMENT_TIMEOUT', defaults.statementMs),
      idleMs: secondsSetting(env, 'DATABASE_IDLE_TIMEOUT', defaults.idleMs),
      submitMs: secondsSetting(env, 'FORMS_SUBMIT_TIMEOUT', defaults.submitMs),
    });
  }
  return new SqliteStore(resolve(cwd, env.FORMS_DB_PATH || DEFAULT_DB_PATH), secondsSetting(env, 'FORMS_SQLITE_LOCK_TIMEOUT', DEFAULT_LOCK_WAIT_MS));
}

/** The notification channels the environment configures. */
function deliverersFromEnv(env: FormsEnv): Partial<Record<Channel, Deliver>> {
  const deliverers: Partial<Record<Channel, Deliver>> = {};
  if (env.SMTP_URL) {
    if (!env.FORMS_MAIL_TO) throw new Error('SMTP_URL is set but FORMS_MAIL_TO is not: say where the mails go');
    deliverers.smtp = smtpChannel({
      url: env.SMTP_URL,
      to: env.FORMS_MAIL_TO,
      from: env.FORMS_MAIL_FROM || undefined,
      timeouts: {
        connectionMs: secondsSetting(env, 'SMTP_CONNECTION_TIMEOUT', DEFAULT_SMTP_TIMEOUTS.connectionMs),
        greetingMs: secondsSetting(env, 'SMTP_GREETING_TIMEOUT', DEFAULT_SMTP_TIMEOUTS.greetingMs),
        socketMs: secondsSetting(env, 'SMTP_SOCKET_TIMEOUT', DEFAULT_SMTP_TIMEOUTS.socketMs),
      },
    });
  }
  if (env.WEBHOOK_URL) {
    const url = new URL(env.WEBHOOK_URL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('WEBHOOK_URL must be an http(s) address');
    deliverers.webhook = webhookChannel({ url: url.href, timeoutMs: secondsSetting(env, 'WEBHOOK_TIMEOUT', 10_000) });
  }
  return deliverers;
}

export interface FormsBackend {
  store: SubmissionStore;
  outbox: OutboxWorker;
  /** With `DATABASE_URL`, counted in PostgreSQL (shared by the instances); else in this process. */
  rateLimit: RateLimitSettings | false;
  /** The longest a shutdown may take (the outbox's grace, the rows given back, the store closed), in ms. */
  shutdownLimitMs: number;
  /**
   * Stops the outbox (deliveries in flight get `FORMS_SHUTDOWN_TIMEOUT` to finish, the rest are given back for the
   * next start), then closes the store.
   */
  close(): Promise<void>;
}

/**
 * Opens and migrates the store, and builds the outbox worker. Configuration errors throw here, at start, rather
 * than on the first submission. The outbox is not started: `outbox.start(logger)` once the server's logger exists
 * (it then picks up deliveries left pending by an earlier run).
 */
export async function formsFromEnv(
  env: FormsEnv,
  options: { cwd?: string; outbox?: OutboxOptions } = {},
): Promise<FormsBackend> {
  const parsedLimit = parseRateLimit(env.FORMS_RATE_LIMIT);
  const rateLimit: RateLimitSettings | false = parsedLimit && { ...parsedLimit, ipv6Prefix: parseIpv6Prefix(env.FORMS_IPV6_PREFIX) };
  const deliverers = deliverersFromEnv(env);
  const store = storeFromEnv(env, options.cwd);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  if (rateLimit && store instanceof PostgresStore) {
    rateLimit.counter = new PostgresRateCounter(store.pool, rateLimit.windowMs, new RateLimiter(rateLimit));
  }
  let outbox: OutboxWorker;
  const stopTimeoutMs = options.outbox?.stopTimeoutMs ?? secondsSetting(env, 'FORMS_SHUTDOWN_TIMEOUT', DEFAULT_SHUTDOWN_TIMEOUT_MS);
  try {
    outbox = new OutboxWorker(store, deliverers, {
      attemptTimeoutMs: secondsSetting(env, 'FORMS_DELIVERY_TIMEOUT', DEFAULT_DELIVERY_TIMEOUT_MS),
      stopTimeoutMs,
      ...options.outbox,
    });
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return {
    store,
    outbox,
    rateLimit,
    // The grace, up to 2 s giving rows back, and 2 s for the store: 9 s by default.
    shutdownLimitMs: stopTimeoutMs + 4_000,
    async close() {
      await outbox.stop();
      await store.close();
    },
  };
}
