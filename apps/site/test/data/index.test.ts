// Choosing the source: Supabase when configured, the sample data otherwise; supabase-js only on demand.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserSupabaseEnv, contentSource, createContentSource, defaultSupabaseConfig, supabaseConfigFromEnv } from '../../src/data';
import { createSampleSource } from '../../src/data/sample-source';
import { json, startStubServer, type StubServer } from './stub-server';

describe('supabaseConfigFromEnv', () => {
  it('reads SUPABASE_URL and SUPABASE_ANON_KEY, the same names for the build, the server and the browser', () => {
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key' })).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey: 'key',
    });
  });

  it('reads an optional SUPABASE_TIMEOUT_MS', () => {
    expect(
      supabaseConfigFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key', SUPABASE_TIMEOUT_MS: '2500' }),
    ).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'key', timeoutMs: 2500 });
  });

  it('ignores the VITE_ names the site once read', () => {
    expect(supabaseConfigFromEnv({ VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' })).toBeNull();
  });

  it('is null when neither is set, so the sample data is used', () => {
    expect(supabaseConfigFromEnv({})).toBeNull();
    expect(supabaseConfigFromEnv({ SUPABASE_URL: ' ', SUPABASE_ANON_KEY: '' })).toBeNull();
  });

  it('is null when BUILD_WITH_SAMPLE_DATA=1 asks for the sample data', () => {
    const env = { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key' };
    expect(supabaseConfigFromEnv({ ...env, BUILD_WITH_SAMPLE_DATA: '1' })).toBeNull();
    expect(supabaseConfigFromEnv({ ...env, BUILD_WITH_SAMPLE_DATA: '0' })).toMatchObject({ url: 'https://abcd.supabase.co' });
  });

  it('is null, with a warning naming the variable, when one is missing or the URL is not http(s)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co' })).toBeNull();
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'abcd.supabase.co', SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'javascript:alert(1)', SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'SUPABASE_URL is set but SUPABASE_ANON_KEY is not; using the sample data',
      'SUPABASE_URL is not a URL: abcd.supabase.co; using the sample data',
      'SUPABASE_URL is not an http(s) URL: javascript:alert(1); using the sample data',
    ]);
    warn.mockRestore();
  });

  it('defaultSupabaseConfig reads process.env in Node', () => {
    vi.stubEnv('SUPABASE_URL', 'https://env.supabase.co');
    vi.stubEnv('SUPABASE_ANON_KEY', 'env-key');
    expect(defaultSupabaseConfig()).toMatchObject({ url: 'https://env.supabase.co', anonKey: 'env-key' });
    vi.unstubAllEnvs();
  });
});

describe('browserSupabaseEnv (what vite.config.ts inlines into the browser bundle)', () => {
  it('is the settings the build reads, under the same names', () => {
    expect(
      browserSupabaseEnv({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key', SUPABASE_TIMEOUT_MS: '2500' }),
    ).toEqual({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key', SUPABASE_TIMEOUT_MS: '2500' });
  });

  it('is empty when the build uses the sample data, so the browser uses it too', () => {
    const empty = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', SUPABASE_TIMEOUT_MS: '' };
    expect(browserSupabaseEnv({})).toEqual(empty);
    expect(browserSupabaseEnv({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key', BUILD_WITH_SAMPLE_DATA: '1' })).toEqual(empty);
  });

  it('carries nothing else of the environment, such as a service key', () => {
    const inlined = browserSupabaseEnv({
      SUPABASE_URL: 'https://abcd.supabase.co',
      SUPABASE_ANON_KEY: 'key',
      SUPABASE_SERVICE_ROLE_KEY: 'secret',
    });
    expect(Object.keys(inlined)).toEqual(['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_TIMEOUT_MS']);
    expect(Object.values(inlined)).not.toContain('secret');
  });
});

describe('createContentSource', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((_, response) =>
      json(response, 200, [{ id: 'from-supabase', title: 'Remote', published_at: '2024-01-01T00:00:00Z' }]),
    );
  });
  afterAll(() => stub.close());

  it('without configuration, is the sample data of the language', async () => {
    const source = await createContentSource('en', null);
    expect(await source.projects()).toEqual(await createSampleSource('en').projects());
    expect(await source.news()).toEqual(await createSampleSource('en').news());
  });

  it('with configuration, reads Supabase', async () => {
    const source = await createContentSource('en', { url: stub.url, anonKey: 'key', cooldownMs: 0 });
    expect((await source.projects()).map((project) => project.id)).toEqual(['from-supabase']);
    expect(stub.requests[0]?.path).toBe('/rest/v1/projects');
  });

  it('contentSource creates one source per language from the environment', async () => {
    vi.stubEnv('SUPABASE_URL', '');
    const english = await contentSource('en');
    expect(await contentSource('en')).toBe(english);
    expect(await contentSource('da')).not.toBe(english);
    expect(await english.news()).toEqual(await createSampleSource('en').news());
    vi.unstubAllEnvs();
  });

  it('loads supabase-js and the sample data only through dynamic imports', () => {
    const staticImportsOf = (file: string) => {
      const code = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      return [...code.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);
    };
    expect(new Set(staticImportsOf('src/data/index.ts'))).toEqual(new Set(['../../shared/supabase-env', './source']));
    // The environment reading is also imported by vite.config.ts and the server, so it must stay free of runtime imports.
    expect(staticImportsOf('shared/supabase-env.ts')).toEqual([]);
    const code = readFileSync(new URL('../../src/data/index.ts', import.meta.url), 'utf8');
    expect(code).toContain("import('./supabase-source')");
    expect(code).toContain("import('./sample-source')");
  });
});
