// Shared pieces of the benches: argument parsing, the dist tree, tables, starting and stopping the server.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const siteApp = join(repoRoot, 'apps/site');
export const defaultDist = join(siteApp, 'dist');

/** The pages of issue 7, in Icelandic and English, as `{locale}{path}`. */
export const DEFAULT_PAGES = ['/', '/thjonusta/vefsidugerd', '/verdskra', '/fa-tilbod', '/verkefni'].flatMap((path) => [`is${path}`, `en${path}`]);
/** Debian's Chromium as root on this machine. */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'];

/** `--name value` and `--flag` arguments; numbers stay strings so callers choose. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) args[name] = argv[++i];
    else args[name] = true;
  }
  return args;
}

/** URL paths of the prerendered pages of one language (`/`, `/verdskra`, ...), from `dist/site/{locale}`. */
export function prerenderedPages(distDir, locale) {
  const root = join(distDir, 'site', locale);
  if (!existsSync(root)) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === 'index.html') {
        const rel = relative(root, dir).split(sep).join('/');
        found.push(rel === '' ? '/' : `/${rel}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A plain-text table: the first row is the header; columns after the first are right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Starts our server on a loopback port and waits until /healthz answers. */
export async function startSiteServer({ port, distDir = defaultDist }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: siteApp,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, LOG_LEVEL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, child);
  return { child, port, stop: () => stopChild(child) };
}

export async function waitForHttp(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops one child we started: SIGTERM, then SIGKILL if it lingers. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** A free loopback port. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}
