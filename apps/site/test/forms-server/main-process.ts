// server/main.ts as a child process (through tsx, on a loopback port chosen by the system), the way it runs in
// production: configured by its environment only.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Settings the tests must not inherit from the shell that runs them. */
const NEUTRAL_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  SMTP_URL: '',
  WEBHOOK_URL: '',
  LOG_LEVEL: '',
  TRUST_PROXY: '',
};

export interface MainProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything it printed so far (standard output). */
  stdout: () => string;
  stderr: () => string;
}

function spawnMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: siteDir,
    env: { ...process.env, ...NEUTRAL_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts server/main.ts; resolves once it prints its address. `children` collects it for the suite's cleanup. */
export function startMain(env: Record<string, string>, children: ChildProcess[] = []): Promise<MainProcess> {
  const child = spawnMain(env);
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start: ${stdout}${stderr}`)), 60_000);
    const onData = () => {
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      const port = Number(match[1]);
      done({ child, base: `http://127.0.0.1:${port}`, port, stdout: () => stdout, stderr: () => stderr });
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code ?? signal}) before listening: ${stdout}${stderr}`));
    };
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Runs server/main.ts expecting it to refuse to start; resolves with its exit code and what it printed. */
export function failingMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnMain(env);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server neither started nor exited: ${stdout}${stderr}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('Hraun site: http')) return;
      clearTimeout(timer);
      child.kill('SIGKILL');
      fail(new Error(`the server started though it should have refused to: ${stdout}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

/** Kills what is still running (a suite's afterAll). */
export function killAll(children: ChildProcess[]): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
