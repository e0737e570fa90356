// Every script of the root package.json works from a fresh clone. `npm test` (scripts/test.sh) runs the building
// ones as its own steps, on CI's clean clone, so they are not run twice; the others a user would type run here, in a
// fresh copy of this checkout (test/fresh-copy.ts); the rest are named with the reason they are not run. A script the shell would misread (an unquoted `**` was expanded into file names before pnpm
// saw it, and `pnpm build` failed) fails here before anything runs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCopy, repoRoot, type FreshCopy } from './fresh-copy';

const rootScripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The scripts scripts/test.sh runs as steps of its own (`pnpm <script>`), each on CI's clean clone. */
const RUN_BY_TEST_COMMAND = ['build', 'lint', 'typecheck', 'build-storybook', 'visual'];
/** The scripts this test runs, and why it runs none of the others. */
const RUN = ['visual', 'visual:update', 'storybook', 'changeset', 'chromatic'];
const NOT_RUN: Record<string, string> = {
  'test:fast': 'the development loop\'s subset of `npm test` (lint, type check, unit suites), whose steps the test command runs itself',
  start: 'the README\'s own command: it installs what is missing (bootstrap) and then serves until stopped; `pnpm build` and the server tests cover its steps',
  test: 'the README\'s own command, which runs this test: it would recurse',
};

/** The words of a command that sh would expand as file patterns: `*`, `?` or `[` outside quotes. */
function unquotedPatterns(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let pattern = false;
  let quote: string | null = null;
  const endWord = () => {
    if (pattern) words.push(word);
    word = '';
    pattern = false;
  };
  for (let at = 0; at < command.length; at += 1) {
    const character = command[at] ?? '';
    if (quote !== null) {
      if (character === quote) quote = null;
      word += character;
    } else if (character === '\\') {
      word += character + (command[at + 1] ?? '');
      at += 1;
    } else if (character === "'" || character === '"') {
      quote = character;
      word += character;
    } else if (/\s|;|&|\|/.test(character)) {
      endWord();
    } else {
      if ('*?['.includes(character)) pattern = true;
      word += character;
    }
  }
  endWord();
  return words;
}

interface Finished {
  status: number | null;
  output: string;
}

/**
 * The environment of a user's shell: this test run's own variables left out (Vitest's, and a Chromatic token), no
 * telemetry (as scripts/bootstrap.sh sets), CI so that no command stops to ask a question.
 */
function userEnv(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'CHROMATIC_PROJECT_TOKEN');
  return {
    ...Object.fromEntries(inherited),
    CI: 'true',
    NO_COLOR: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    CHROMATIC_TELEMETRY: 'false',
  };
}

function pnpm(copy: FreshCopy, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Finished> {
  const child = spawn('pnpm', args, { cwd: copy.dir, env: { ...userEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answers(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(5_000) });
  } catch {
    return null;
  }
}

describe('the root package.json scripts', () => {
  it('are each run below or by the test command, or excluded with a reason, so a new script cannot go unchecked', () => {
    expect(Object.keys(rootScripts).sort()).toEqual([...new Set([...RUN_BY_TEST_COMMAND, ...RUN, ...Object.keys(NOT_RUN)])].sort());
  });

  it('the building ones are steps of the test command, run as a user types them', () => {
    const testCommand = readFileSync(join(repoRoot, 'scripts/test.sh'), 'utf8');
    // A step is the command alone, or the command under `check` (which runs it and notes a failure for the end) or
    // `beside` (which runs it in the background beside the next step, and notes its failure when joined).
    const steps = testCommand.split('\n').map((line) => line.trim().replace(/^(check|beside) /, ''));
    for (const script of RUN_BY_TEST_COMMAND) expect(steps, `scripts/test.sh runs \`pnpm ${script}\``).toContain(`pnpm ${script}`);
  });

  it('hold no file pattern the shell would expand before the command sees it', () => {
    expect(unquotedPatterns("pnpm -r --filter ./packages/** --filter './apps/**' run build")).toEqual(['./packages/**']);
    expect(unquotedPatterns('eslint "src/**/*.ts" && echo \\*')).toEqual([]);
    for (const [name, command] of Object.entries(rootScripts)) expect(unquotedPatterns(command), `${name}: ${command}`).toEqual([]);
  });
});

describe('from a fresh clone', () => {
  let copy: FreshCopy;
  beforeAll(() => {
    copy = freshCopy();
    expect(existsSync(join(copy.dir, 'apps/site/dist'))).toBe(false);
  });
  // The test command has built Storybook in this checkout by now; the copy's listing reads that build.
  const storybookStatic = join(repoRoot, 'storybook-static');
  afterAll(() => copy?.remove());

  // Running them takes minutes (a screenshot of every story; `npm test` runs `pnpm visual`), and `visual:update`
  // rewrites the baselines: listing their tests runs each command up to the point where it would start the browser.
  it.each(['visual', 'visual:update'])('pnpm %s finds the configuration and a test for every story (--list)', async (script) => {
    expect(existsSync(join(storybookStatic, 'index.json')), 'storybook-static is missing: run `pnpm build-storybook` first').toBe(true);
    const { status, output } = await pnpm(copy, [script, '--list'], { STORYBOOK_STATIC: storybookStatic });
    expect(status, output).toBe(0);
    // Three files: every story's screenshot (stories.visual.ts), every docs page's check and screenshot (docs.visual.ts) and
    // the keyboard and pointer checks that need a real browser (keyboard.visual.ts).
    expect(output).toMatch(/Total: [1-9]\d* tests? in 3 files/);
  });

  it('pnpm storybook serves Storybook on a loopback port until stopped', async () => {
    const port = await freeLoopbackPort();
    // The script's own -p 6006 is overridden by a later --port, so the test never meets a developer's Storybook.
    const child = spawn('pnpm', ['storybook', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: copy.dir,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      let index: Response | null = null;
      for (const started = Date.now(); Date.now() - started < 90_000 && child.exitCode === null; ) {
        index = await answers(`http://127.0.0.1:${port}/index.json`);
        if (index?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(index?.ok, output).toBe(true);
      expect(Object.keys(((await index?.json()) as { entries: object }).entries).length).toBeGreaterThan(0);
      expect((await answers(`http://127.0.0.1:${port}/iframe.html`))?.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(await answers(`http://127.0.0.1:${port}/index.json`), 'Storybook still answers after pnpm was stopped').toBeNull();
  }, 150_000);

  it('pnpm changeset status reports the pending changesets', async () => {
    const { status, output } = await pnpm(copy, ['changeset', 'status']);
    expect(status, output).toBe(0);
    expect(output).toMatch(/packages to be bumped/i);
  });

  it('pnpm chromatic without CHROMATIC_PROJECT_TOKEN stops at once and says to set it', async () => {
    const { status, output } = await pnpm(copy, ['chromatic']);
    expect(status, output).not.toBe(0);
    expect(output).toContain('Missing project token');
    expect(output).toContain('CHROMATIC_PROJECT_TOKEN');
    expect(output).not.toMatch(/command not found|No such file|ERR_PNPM/);
  });
});
