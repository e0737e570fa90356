// Shared machinery of the consumer matrix (consumer-test.mjs): cells with their own processes, logs and time
// limits, commands, an npm environment free of the caller's settings, Chromium, and small HTTP helpers.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const uiDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const repoRoot = resolve(uiDir, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A failed expectation: reported as its message alone (no stack). */
class Failure extends Error {}
export function check(condition, message) {
  if (!condition) throw new Failure(message);
}

/** Version of a package the workspace has installed (the root's node_modules). */
export function installedVersion(name) {
  return JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

export function writeFiles(root, files) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
}

// npm and the apps see none of the npm/pnpm settings of the calling script (`npm test` passes its whole config
// down as npm_config_*), except where to download from and cache to, nor its NODE_ENV (a `production` one would
// make npm skip the devDependencies; each tool sets its own).
const keptNpmConfig = /^npm_config_(cache|registry|userconfig|proxy|https_proxy|noproxy|cafile|strict_ssl)$/i;
export const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && (!/^npm_(config|package|lifecycle)_/i.test(key) || keptNpmConfig.test(key))),
);

/** Every process group still running, so that an exit of the whole matrix leaves none behind. */
const liveChildren = new Set();
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
export function killAllChildren() {
  for (const child of liveChildren) killGroup(child);
}

/** The cells running now, so that the matrix's own time limit can stop them. */
const activeCells = new Set();
/** Stops every running cell: its processes killed, what it opened closed. */
export async function stopAllCells() {
  await Promise.all([...activeCells].map((cell) => {
    cell.aborted = true;
    return cell.cleanUp();
  }));
  killAllChildren();
}

/**
 * One cell of the matrix (or a shared step such as an install): its log lines carry its tag, its commands run
 * in their own process groups (killed with the cell), and `cleanUp` closes what it opened (servers, browsers).
 */
export class Cell {
  constructor(tag) {
    this.tag = tag;
    this.children = new Set();
    this.cleanups = [];
    this.aborted = false;
  }

  log(text) {
    for (const line of String(text).split('\n')) console.log(`[${this.tag}] ${line}`);
  }

  async step(label, action) {
    check(!this.aborted, 'aborted');
    const started = Date.now();
    this.log(`› ${label}`);
    const result = await action();
    this.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  }

  /** Starts a command in a process group of its own; `done` settles when it exits, `output()` is what it wrote. */
  start(command, args, { cwd, env = cleanEnv } = {}) {
    check(!this.aborted, 'aborted');
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.children.add(child);
    liveChildren.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = new Promise((resolvePromise) => {
      const finish = (code, error) => {
        this.children.delete(child);
        liveChildren.delete(child);
        resolvePromise({ code, error });
      };
      child.on('error', (error) => finish(null, error));
      child.on('close', (code, signal) => finish(code ?? signal));
    });
    return { child, done, output: () => output, stop: () => killGroup(child) };
  }

  /** Runs a command to its end; resolves with its output, fails with the end of it on a non-zero exit. */
  async run(command, args, options) {
    const started = this.start(command, args, options);
    const { code, error } = await started.done;
    if (error) throw new Failure(`${command} could not start: ${error.message}`);
    const output = started.output();
    if (code !== 0) {
      const shown = [command, ...args].map((part) => String(part).replace(/^.*\/node_modules\//, '')).join(' ');
      throw new Failure(`${shown} exited with ${code}:\n${output.trim().split('\n').slice(-40).join('\n')}`);
    }
    return output;
  }

  onCleanUp(action) {
    this.cleanups.push(action);
  }

  async cleanUp() {
    for (const action of this.cleanups.reverse()) await Promise.resolve().then(action).catch(() => {});
    this.cleanups = [];
    for (const child of this.children) killGroup(child);
  }
}

/**
 * Runs `body(cell)` within `seconds`; resolves with { status: 'pass' | 'fail', seconds, message, note } (`note`:
 * a string the body resolved with, for under the matrix) and never rejects. On time out the cell's processes are killed and what it opened is closed.
 */
export async function runCell(cell, seconds, body) {
  const started = Date.now();
  activeCells.add(cell);
  let timer;
  const overtime = new Promise((resolvePromise) => {
    timer = setTimeout(() => resolvePromise('timeout'), seconds * 1000);
  });
  let status = 'pass';
  let message = '';
  let note;
  try {
    const outcome = await Promise.race([body(cell).then((value) => ((note = typeof value === 'string' ? value : undefined), 'done')), overtime]);
    if (outcome === 'timeout') {
      status = 'fail';
      message = `over its time limit of ${seconds} s`;
      cell.aborted = true;
    }
  } catch (error) {
    status = 'fail';
    message = error instanceof Failure ? error.message : String(error?.stack ?? error);
  } finally {
    clearTimeout(timer);
    await cell.cleanUp();
    activeCells.delete(cell);
  }
  const elapsed = (Date.now() - started) / 1000;
  if (status === 'pass') cell.log(`pass in ${elapsed.toFixed(1)} s`);
  else cell.log(`FAIL after ${elapsed.toFixed(1)} s: ${message}`);
  return { status, seconds: elapsed, message, note };
}

/** Chromium (Debian's, through Playwright), closed with the cell. */
export async function launchChromium(cell) {
  check(existsSync(chromiumPath), `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  cell.onCleanUp(() => browser.close());
  return browser;
}

/**
 * Collects what a page reports: uncaught errors, console errors and warnings (React's hydration messages among
 * them) and failed requests.
 */
export function watchPage(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const where = message.location()?.url;
    problems.push(`console ${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  return problems;
}

/** Serves a folder of static files on 127.0.0.1 (unknown paths get index.html); closed with the cell. */
export async function serveStatic(cell, root) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  cell.onCleanUp(() => new Promise((resolvePromise) => server.close(() => resolvePromise())));
  return `http://127.0.0.1:${server.address().port}/`;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  const { port } = server.address();
  await new Promise((resolvePromise) => server.close(() => resolvePromise()));
  return port;
}

/** Polls `url` until it answers 200; fails if `started` (a Cell.start result) exits first or time runs out. */
export async function waitForHttp(url, started, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let exited = null;
  started.done.then((result) => (exited = result));
  for (;;) {
    if (exited) throw new Failure(`the server exited (${exited.code ?? exited.error?.message}) before answering:\n${started.output().trim().split('\n').slice(-30).join('\n')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Failure(`${url} did not answer 200 within ${seconds} s:\n${started.output().trim().split('\n').slice(-30).join('\n')}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
}

export const fmt = (n) => n.toLocaleString('en-US');
