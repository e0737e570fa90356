// Serves the built site: `PORT` (default 4173) and `HOST` (default 127.0.0.1) choose where.
// Form submissions (`POST /`) are configured by FORMS_DB_PATH, DATABASE_URL, SMTP_URL, FORMS_MAIL_TO,
// FORMS_MAIL_FROM, WEBHOOK_URL and FORMS_RATE_LIMIT: see server/forms/README.md.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { formsFromEnv } from './forms';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? join(appDir, 'dist'));
const supabaseUrl = process.env.SUPABASE_URL;

const forms = await formsFromEnv(process.env, {
  outbox: { log: (message, details) => console.error(message, JSON.stringify(details ?? {})) },
});

const app = await buildServer({
  distDir,
  connectOrigins: supabaseUrl ? [new URL(supabaseUrl).origin] : [],
  logger: process.env.LOG_LEVEL ? true : false,
  forms: { store: forms.store, outbox: forms.outbox, rateLimit: forms.rateLimit },
});

async function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  await app.close();
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
