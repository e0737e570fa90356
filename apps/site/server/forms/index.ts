/**
 * Form submissions on the server: the `POST /` plugin, its store (SQLite or PostgreSQL), the notification
 * outbox and the rate limit, configured from the environment (see README.md next to this file).
 */
export { formsPlugin, type FormsPluginOptions } from './plugin';
export { OutboxWorker, nextAttemptAt, type Deliver, type OutboxOptions } from './outbox';
export { RateLimiter, parseRateLimit } from './rate-limit';
export { SqliteStore } from './sqlite-store';
export { PostgresStore } from './postgres-store';
export { smtpChannel, webhookChannel, submissionPayload } from './channels';
export type { Channel, SubmissionStore, StoredSubmission, NewSubmission, OutboxRow } from './store';

export { DEFAULT_DB_PATH, storeFromEnv, deliverersFromEnv, formsFromEnv, type FormsEnv, type FormsBackend } from './config';
