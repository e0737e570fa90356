// A build pointed at Supabase: the browser bundle gets the same settings as the prerender, and a Supabase that does
// not answer stops the build with one line unless BUILD_WITH_SAMPLE_DATA=1 asks for the bundled sample data.
import { locales } from '@hraun/content';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleSource } from '../../src/data/sample-source';
import { BuildDataError, checkBuildData } from '../../scripts/build-data';
import { json, startStubServer } from '../data/stub-server';

const appDir = join(import.meta.dirname, '../..');
const vite = join(appDir, '../../node_modules/.bin/vite');
const tsx = join(appDir, 'node_modules/.bin/tsx');
const ONE_LINE_FAILURE =
  /^build: reading projects and news from Supabase at http:\/\/127\.0\.0\.1:\d+ failed \(connect ECONNREFUSED 127\.0\.0\.1:\d+\): set SUPABASE_URL and SUPABASE_ANON_KEY right, or BUILD_WITH_SAMPLE_DATA=1 to build with the bundled sample data$/;

/** A loopback URL where nothing listens: a port bound, then closed. */
async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('checkBuildData', () => {
  it('says the sample data is used when Supabase is not configured, or BUILD_WITH_SAMPLE_DATA=1 asks for it', async () => {
    await expect(checkBuildData({})).resolves.toBe(
      'build: SUPABASE_URL and SUPABASE_ANON_KEY are not set: prerendering the bundled sample data',
    );
    const url = await unreachableUrl();
    await expect(checkBuildData({ SUPABASE_URL: url, SUPABASE_ANON_KEY: 'key', BUILD_WITH_SAMPLE_DATA: '1' })).resolves.toBe(
      'build: BUILD_WITH_SAMPLE_DATA=1: prerendering the bundled sample data',
    );
  });

  it('reads projects and news once from a Supabase that answers', async () => {
    const stub = await startStubServer((_, response) => json(response, 200, []));
    try {
      await expect(checkBuildData({ SUPABASE_URL: stub.url, SUPABASE_ANON_KEY: 'key' })).resolves.toBe(
        `build: reading projects and news from Supabase at ${stub.url}`,
      );
      expect(stub.requests.map((request) => request.path).sort()).toEqual(['/rest/v1/news', '/rest/v1/projects']);
    } finally {
      await stub.close();
    }
  });

  it('fails with one line naming the URL, the reason and the way out when Supabase does not answer', async () => {
    const failure = checkBuildData({ SUPABASE_URL: await unreachableUrl(), SUPABASE_ANON_KEY: 'key' });
    await expect(failure).rejects.toBeInstanceOf(BuildDataError);
    await expect(failure).rejects.toThrow(ONE_LINE_FAILURE);
  });

  it('fails when Supabase answers with an error, such as a wrong key', async () => {
    const stub = await startStubServer((_, response) => json(response, 401, { message: 'Invalid API key' }));
    try {
      await expect(checkBuildData({ SUPABASE_URL: stub.url, SUPABASE_ANON_KEY: 'wrong' })).rejects.toThrow(
        `build: reading projects and news from Supabase at ${stub.url} failed (reading projects failed: Invalid API key): set SUPABASE_URL`,
      );
    } finally {
      await stub.close();
    }
  });

  it('fails when only one of the pair is set, or the URL is not http(s)', async () => {
    await expect(checkBuildData({ SUPABASE_URL: 'https://abcd.supabase.co' })).rejects.toThrow(
      'build: SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set SUPABASE_URL and SUPABASE_ANON_KEY right',
    );
    await expect(checkBuildData({ SUPABASE_URL: 'ftp://abcd.supabase.co', SUPABASE_ANON_KEY: 'key' })).rejects.toThrow(
      'build: SUPABASE_URL is not an http(s) URL: ftp://abcd.supabase.co:',
    );
  });
});

/**
 * The steps of the site's `build` script (apps/site/package.json) with the output in `distDir`: the client and
 * server bundles, then the prerender. Under apps/site, so the server bundle finds its packages in node_modules.
 */
function buildBundles(distDir: string, env: NodeJS.ProcessEnv): void {
  for (const args of [
    ['build', '--outDir', join(distDir, 'client'), '--emptyOutDir', '--logLevel', 'error'],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(distDir, 'server'), '--emptyOutDir', '--logLevel', 'error'],
  ]) {
    const result = spawnSync(vite, args, { cwd: appDir, env: { ...process.env, ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the prerender without blocking this process, whose stub servers must keep answering meanwhile. */
function prerender(distDir: string, env: NodeJS.ProcessEnv): Promise<Finished> {
  const child = spawn(tsx, ['scripts/prerender.ts'], { cwd: appDir, env: { ...process.env, ...env, DIST_DIR: distDir } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function clientCode(distDir: string): string {
  const assets = join(distDir, 'client', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

describe('a build configured for a Supabase that does not answer', () => {
  const cacheDir = join(appDir, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const workDir = mkdtempSync(join(cacheDir, 'supabase-build-test-'));
  const anonKey = 'anon-key-of-the-build-test';
  let env: NodeJS.ProcessEnv;

  const configuredDist = join(workDir, 'configured');

  beforeAll(async () => {
    // A service key in the environment must never reach the browser.
    env = { SUPABASE_URL: await unreachableUrl(), SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: 'service-secret' };
    buildBundles(configuredDist, env);
  }, 120_000);
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('passes SUPABASE_URL and SUPABASE_ANON_KEY to the browser bundle, and no other variable', () => {
    const code = clientCode(configuredDist);
    expect(code).toContain(env.SUPABASE_URL);
    expect(code).toContain(anonKey);
    expect(code).not.toContain('service-secret');
  });

  it('stops in the prerender with one line on stderr, before writing a page', async () => {
    const result = await prerender(configuredDist, env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(ONE_LINE_FAILURE);
    expect(existsSync(join(configuredDist, 'site'))).toBe(false);
    expect(existsSync(join(configuredDist, 'client', 'index.html'))).toBe(true);
  }, 60_000);

  it('also stops when a read fails after the check, instead of leaving those pages to the browser', async () => {
    // Answers the check's two reads, then fails every read of the pages.
    const stub = await startStubServer((_, response) =>
      stub.requests.length <= 2 ? json(response, 200, []) : json(response, 503, { message: 'down for maintenance' }),
    );
    try {
      const result = await prerender(configuredDist, { ...env, SUPABASE_URL: stub.url });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/prerender: the pages of \/(verkefni|frettir)\/:\w+ in is could not be listed: .*down for maintenance/);
    } finally {
      await stub.close();
    }
  }, 60_000);

  it('with BUILD_WITH_SAMPLE_DATA=1 builds every sample project and news page, and the browser reads the sample data too', async () => {
    const distDir = join(workDir, 'sample');
    const withFlag = { ...env, BUILD_WITH_SAMPLE_DATA: '1' };
    buildBundles(distDir, withFlag);
    expect(clientCode(distDir)).not.toContain(anonKey);
    const result = await prerender(distDir, withFlag);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('build: BUILD_WITH_SAMPLE_DATA=1: prerendering the bundled sample data');
    for (const locale of locales) {
      const sample = createSampleSource(locale);
      const pages = [
        ...(await sample.projects()).map((project) => `verkefni/${project.id}`),
        ...(await sample.news()).map((item) => `frettir/${item.slug}`),
      ];
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(existsSync(join(distDir, 'site', locale, page, 'index.html')), `${locale}/${page}`).toBe(true);
    }
  }, 240_000);
});
