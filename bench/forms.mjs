// Sustained form submissions against our server on loopback: requests per second, latency p50 and p99, and the
// durability check that every 2xx answer names a stored row. Requests still in flight when the run stops may be
// stored without their answer being counted; there can be at most one per connection.
//   node bench/forms.mjs [--duration 10] [--connections 20]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { freePort, parseArgs, repoRoot, siteApp, stopChild, table, waitForHttp } from './lib.mjs';

const args = parseArgs();
const duration = Math.min(Number(args.duration ?? 10), 60);
const connections = Math.min(Number(args.connections ?? 20), 200);

const workDir = mkdtempSync(join(tmpdir(), 'hraun-forms-bench-'));
const dbPath = join(workDir, 'submissions.sqlite');
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: siteApp,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FORMS_DB_PATH: dbPath,
    // The per-client limit would turn a one-client benchmark into a 429 benchmark.
    FORMS_RATE_LIMIT: 'off',
    DATABASE_URL: '',
    SMTP_URL: '',
    WEBHOOK_URL: '',
    LOG_LEVEL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let counter = 0;
/** Ids of the submissions the server acknowledged (its JSON answer to a 2xx). */
const acknowledged = new Set();
/** A valid contact form, different in every request, so each stored row can be told apart. */
function body() {
  counter += 1;
  return new URLSearchParams({
    'form-name': 'contact',
    'bot-field': '',
    name: `Álagsprófun ${counter}`,
    email: `profun${counter}@example.is`,
    phone: '+354 555 0000',
    company: 'Hraun ehf.',
    subject: 'Álagsprófun',
    message: `Skilaboð númer ${counter} úr álagsprófun.`,
  }).toString();
}

try {
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, server);
  const result = await new Promise((done, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/`,
        connections,
        duration,
        method: 'POST',
        headers: { host: 'is.localhost', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({ ...request, body: body() }),
            onResponse: (status, responseBody) => {
              if (status >= 200 && status < 300) acknowledged.add(JSON.parse(responseBody).id);
            },
          },
        ],
      },
      (error, output) => (error ? fail(error) : done(output)),
    );
  });
  await stopChild(server);

  const require = createRequire(join(siteApp, 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const stored = db.prepare('select count(*) as n from submissions').get().n;
  const storedIds = new Set(db.prepare('select id from submissions').pluck().all());
  db.close();

  const ok = result['2xx'];
  const missing = [...acknowledged].filter((id) => !storedIds.has(id));
  const figures = {
    duration,
    connections,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    ok2xx: ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    storedRows: stored,

  };
  console.log(`\nautocannon: POST / (contact form), ${connections} connections for ${duration} s, loopback, SQLite (WAL, synchronous FULL)`);
  console.log(
    table([
      ['req/s', 'p50 ms', 'p99 ms', 'requests', '2xx', 'non-2xx', 'errors', 'stored rows'],
      [figures.requestsPerSecond.toFixed(0), figures.latencyP50Ms, figures.latencyP99Ms, figures.requests, ok, figures.non2xx, figures.errors, stored].map(String),
    ]),
  );
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  const resultFile = join(repoRoot, 'bench/results/forms.json');
  writeFileSync(resultFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`results: ${relative(process.cwd(), resultFile)}`);
  const unanswered = stored - acknowledged.size;
  if (missing.length || acknowledged.size !== ok || unanswered < 0 || unanswered > connections) {
    console.error(
      `durability check failed: ${ok} answered 2xx (${acknowledged.size} ids), ${missing.length} of them not stored, ${stored} rows in all`,
    );
    process.exitCode = 1;
  } else {
    console.log(`durability: all ${ok} acknowledged submissions are stored; ${unanswered} more were stored while their answer was in flight at the stop (at most ${connections})`);
  }
} finally {
  await stopChild(server);
  rmSync(workDir, { recursive: true, force: true });
}
