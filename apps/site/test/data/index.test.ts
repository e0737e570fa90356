// Choosing the source: Supabase when configured, the sample data otherwise; supabase-js only on demand.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSource, createContentSource, defaultSupabaseConfig, supabaseConfigFromEnv } from '../../src/data';
import { createSampleSource } from '../../src/data/sample-source';
import { json, startStubServer, type StubServer } from './stub-server';

describe('supabaseConfigFromEnv', () => {
  it('reads SUPABASE_URL and SUPABASE_ANON_KEY (the build and the server)', () => {
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'key' })).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey: 'key',
    });
  });

  it('reads the VITE_ variables (the browser) and an optional timeout', () => {
    expect(
      supabaseConfigFromEnv({
        VITE_SUPABASE_URL: 'https://abcd.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'key',
        VITE_SUPABASE_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'key', timeoutMs: 2500 });
  });

  it('prefers the unprefixed variables when both are set', () => {
    expect(
      supabaseConfigFromEnv({
        SUPABASE_URL: 'https://server.supabase.co',
        SUPABASE_ANON_KEY: 'server',
        VITE_SUPABASE_URL: 'https://browser.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'browser',
      }),
    ).toMatchObject({ url: 'https://server.supabase.co', anonKey: 'server' });
  });

  it('is null when either is missing or blank, so the sample data is used', () => {
    expect(supabaseConfigFromEnv({})).toBeNull();
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co' })).toBeNull();
    expect(supabaseConfigFromEnv({ SUPABASE_URL: ' ', SUPABASE_ANON_KEY: 'key' })).toBeNull();
  });

  it('is null, with a warning, for a URL that is not http(s)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'abcd.supabase.co', SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(supabaseConfigFromEnv({ SUPABASE_URL: 'javascript:alert(1)', SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('defaultSupabaseConfig reads process.env in Node', () => {
    vi.stubEnv('SUPABASE_URL', 'https://env.supabase.co');
    vi.stubEnv('SUPABASE_ANON_KEY', 'env-key');
    expect(defaultSupabaseConfig()).toMatchObject({ url: 'https://env.supabase.co', anonKey: 'env-key' });
    vi.unstubAllEnvs();
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
    const code = readFileSync(new URL('../../src/data/index.ts', import.meta.url), 'utf8');
    const staticImports = [...code.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map(
      (match) => match[1],
    );
    expect(staticImports).toEqual(['./source']);
    expect(code).toContain("import('./supabase-source')");
    expect(code).toContain("import('./sample-source')");
  });
});
