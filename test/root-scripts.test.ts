// Every script of the root package.json works from a fresh clone: each one a user would type runs here, in a fresh
// copy of this checkout (test/fresh-copy.ts), in the order a user would meet them; the rest are named with the reason
// they are not run. A script the shell would misread (an unquoted `**` was expanded into file names before pnpm
// saw it, and `pnpm build` failed) fails here before anything runs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCopy, repoRoot, type FreshCopy } from './fresh-copy';

const rootScripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The scripts this test runs, and why it runs none of the others. */
const RUN = ['build', 'typecheck', 'lint', 'build-storybook', 'visual', 'visual:update', 'storybook', 'changeset', 'chromatic'];
const NOT_RUN: Record<string, string> = {
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

function pnpm(copy: FreshCopy, args: string[]): Promise<Finished> {
  const child = spawn('pnpm', args, { cwd: copy.dir, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
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
  it('are each run below or excluded with a reason, so a new script cannot go unchecked', () => {
    expect(Object.keys(rootScripts).sort()).toEqual([...RUN, ...Object.keys(NOT_RUN)].sort());
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
  afterAll(() => copy?.remove());

  it('pnpm build builds every package: the UI library and the prerendered site', async () => {
    const { status, output } = await pnpm(copy, ['build']);
    expect(status, output).toBe(0);
    // Every file the UI package's exports name for its consumers (not the `source` condition the site builds from).
    const ui = JSON.parse(readFileSync(join(copy.dir, 'packages/ui/package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
    const published = Object.values(ui.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.entries(target).flatMap(([condition, file]) => (condition === 'source' ? [] : [file])),
    );
    expect(published.length).toBeGreaterThan(2);
    for (const file of published) {
      // A subpath pattern (`./dist/fonts/*`) must match at least one built file.
      const found = file.includes('*')
        ? readdirSync(join(copy.dir, 'packages/ui', dirname(file))).some((name) => new RegExp(`^${basename(file).replace(/[.]/g, '\\.').replace('*', '.+')}$`).test(name))
        : existsSync(join(copy.dir, 'packages/ui', file));
      expect(found, `packages/ui/${file}\n${output}`).toBe(true);
    }
    for (const locale of ['is', 'en', 'es', 'da']) {
      expect(existsSync(join(copy.dir, 'apps/site/dist/site', locale, 'index.html')), `${locale}\n${output}`).toBe(true);
    }
  }, 360_000);

  it('pnpm typecheck passes', async () => {
    const { status, output } = await pnpm(copy, ['typecheck']);
    expect(status, output).toBe(0);
  }, 240_000);

  it('pnpm lint passes', async () => {
    const { status, output } = await pnpm(copy, ['lint']);
    expect(status, output).toBe(0);
  }, 240_000);

  it('pnpm build-storybook writes the static Storybook', async () => {
    const { status, output } = await pnpm(copy, ['build-storybook']);
    expect(status, output).toBe(0);
    const index = JSON.parse(readFileSync(join(copy.dir, 'storybook-static/index.json'), 'utf8')) as { entries: object };
    expect(Object.keys(index.entries).length).toBeGreaterThan(0);
  }, 240_000);

  // Running them takes minutes (a screenshot of every story; `npm test` runs `pnpm visual`), and `visual:update`
  // rewrites the baselines: listing their tests runs each command up to the point where it would start the browser.
  it.each(['visual', 'visual:update'])('pnpm %s finds the configuration and a test for every story (--list)', async (script) => {
    const { status, output } = await pnpm(copy, [script, '--list']);
    expect(status, output).toBe(0);
    // Two files: every story's screenshot (stories.visual.ts) and every docs page's check and screenshot (docs.visual.ts).
    expect(output).toMatch(/Total: [1-9]\d* tests? in 2 files/);
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
