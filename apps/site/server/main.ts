// Serves the built site: `PORT` (default 4173) and `HOST` (default 127.0.0.1) choose where, `TRUST_PROXY` names the
// proxies in front (none by default), `LOG_LEVEL` how much is logged as JSON lines (default warn: failures only).
// Form submissions (`POST /`) are configured by FORMS_DB_PATH, DATABASE_URL, SMTP_URL, FORMS_MAIL_TO,
// FORMS_MAIL_FROM, WEBHOOK_URL and FORMS_RATE_LIMIT: see server/forms/README.md.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSupabaseEnv } from '../src/data/config';
import { buildServer } from './app';
import { formsFromEnv } from './forms/config';
import { parseTrustProxy } from './trust-proxy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Stops the process with the reason (one line, no stack: it is a setting or the database, not a bug). */
function cannotStart(error: unknown): never {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return cannotStart(error);
  }
}

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? join(appDir, 'dist'));
// The pages may connect to the Supabase project the build read (the same two settings); a malformed one is a
// clear refusal to start, not a crash.
const supabase = readSupabaseEnv(process.env);
if (supabase.kind === 'invalid') cannotStart(new Error(supabase.problem));
const supabaseOrigins = supabase.kind === 'configured' ? [new URL(supabase.config.url).origin] : [];
const trustProxy = setting(() => parseTrustProxy(process.env.TRUST_PROXY));
const logLevel = setting(() => {
  const level = (process.env.LOG_LEVEL || 'warn').trim().toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL="${process.env.LOG_LEVEL}": expected one of ${LOG_LEVELS.join(', ')}`);
  return level;
});

const forms = await formsFromEnv(process.env).catch(cannotStart);

const app = await buildServer({
  distDir,
  connectOrigins: supabaseOrigins,
  log: { level: logLevel },
  trustProxy,
  forms: { store: forms.store, outbox: forms.outbox, rateLimit: forms.rateLimit },
});
// Started once the server's logger exists: delivery failures are JSON lines of the same log.
forms.outbox.start(app.log);

async function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  // Bounded: whatever still hangs then is cut off; deliveries not finished stay in the outbox for the next start.
  setTimeout(() => process.exit(1), forms.shutdownLimitMs).unref();
  await Promise.all([app.close(), forms.outbox.stop()]);
  await forms.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port, host });
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`Hraun site: http://${shown}:${actualPort}/ (Icelandic; previews at http://en.localhost:${actualPort}/, es., da.)`);
