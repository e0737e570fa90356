/**
 * The form server's configuration from the environment (see README.md next to this file): the store,
 * the notification channels, the rate limit.
 */
import { resolve } from 'node:path';
import { smtpChannel, webhookChannel } from './channels';
import { OutboxWorker, type Deliver, type OutboxOptions } from './outbox';
import { PostgresStore } from './postgres-store';
import { parseRateLimit } from './rate-limit';
import { SqliteStore } from './sqlite-store';
import type { Channel, SubmissionStore } from './store';

export const DEFAULT_DB_PATH = 'data/submissions.sqlite';

export type FormsEnv = Partial<
  Record<'FORMS_DB_PATH' | 'DATABASE_URL' | 'SMTP_URL' | 'FORMS_MAIL_TO' | 'FORMS_MAIL_FROM' | 'WEBHOOK_URL' | 'FORMS_RATE_LIMIT', string>
>;

/** PostgreSQL when `DATABASE_URL` is set, else the SQLite file `FORMS_DB_PATH` (relative to `cwd`). */
export function storeFromEnv(env: FormsEnv, cwd = process.cwd()): SubmissionStore {
  if (env.DATABASE_URL) return new PostgresStore(env.DATABASE_URL);
  return new SqliteStore(resolve(cwd, env.FORMS_DB_PATH || DEFAULT_DB_PATH));
}

/** The notification channels the environment configures. */
function deliverersFromEnv(env: FormsEnv): Partial<Record<Channel, Deliver>> {
  const deliverers: Partial<Record<Channel, Deliver>> = {};
  if (env.SMTP_URL) {
    if (!env.FORMS_MAIL_TO) throw new Error('SMTP_URL is set but FORMS_MAIL_TO is not: say where the mails go');
    deliverers.smtp = smtpChannel({ url: env.SMTP_URL, to: env.FORMS_MAIL_TO, from: env.FORMS_MAIL_FROM || undefined });
  }
  if (env.WEBHOOK_URL) {
    const url = new URL(env.WEBHOOK_URL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('WEBHOOK_URL must be an http(s) address');
    deliverers.webhook = webhookChannel({ url: url.href });
  }
  return deliverers;
}

export interface FormsBackend {
  store: SubmissionStore;
  outbox: OutboxWorker;
  rateLimit: { max: number; windowMs: number } | false;
  /** Stops the outbox (waiting for deliveries in progress), then closes the store. */
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
  const rateLimit = parseRateLimit(env.FORMS_RATE_LIMIT);
  const deliverers = deliverersFromEnv(env);
  const store = storeFromEnv(env, options.cwd);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  const outbox = new OutboxWorker(store, deliverers, options.outbox);
  return {
    store,
    outbox,
    rateLimit,
    async close() {
      await outbox.stop();
      await store.close();
    },
  };
}
