import type { Locale } from '@hraun/content';
import type { ContentSource } from './source';
import type { SupabaseConfig } from './supabase-source';

export { ContentReadError, LATEST_NEWS_LIMIT, type ContentSource } from './source';
export type { SupabaseConfig } from './supabase-source';
export type { NewsItem, Project } from './types';

type Env = Readonly<Record<string, string | boolean | undefined>>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The Supabase settings in an environment, or `null` when they are absent or unusable (then the sample
 * data is used). Reads `SUPABASE_URL` and `SUPABASE_ANON_KEY` (the build and the server, from
 * `process.env`) or `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` (the browser, from `import.meta.env`,
 * which Vite fills in at build time). `SUPABASE_TIMEOUT_MS` optionally bounds each request.
 */
export function supabaseConfigFromEnv(env: Env): SupabaseConfig | null {
  const url = setting(env, 'SUPABASE_URL') ?? setting(env, 'VITE_SUPABASE_URL');
  const anonKey = setting(env, 'SUPABASE_ANON_KEY') ?? setting(env, 'VITE_SUPABASE_ANON_KEY');
  if (!url || !anonKey) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    console.warn('SUPABASE_URL is not a URL; using the sample data');
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    console.warn('SUPABASE_URL is not an http(s) URL; using the sample data');
    return null;
  }
  const timeout = Number(setting(env, 'SUPABASE_TIMEOUT_MS') ?? setting(env, 'VITE_SUPABASE_TIMEOUT_MS'));
  return { url, anonKey, ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}) };
}

/**
 * The settings of wherever this code runs: in the browser bundle the `VITE_` variables Vite inlined at
 * build time; in Node (the prerender, the server) `process.env`, where `SUPABASE_*` wins.
 */
export function defaultSupabaseConfig(): SupabaseConfig | null {
  const nodeEnv = typeof process === 'undefined' ? {} : process.env;
  return supabaseConfigFromEnv({ ...import.meta.env, ...nodeEnv });
}

/**
 * The content source of one language: Supabase when configured, the bundled sample data otherwise.
 * Both implementations are loaded on demand, so neither supabase-js nor the sample data lands in the
 * JavaScript of pages that show no projects or news.
 */
export async function createContentSource(locale: Locale, config: SupabaseConfig | null): Promise<ContentSource> {
  if (config) {
    const { createSupabaseSource } = await import('./supabase-source');
    return createSupabaseSource(locale, config);
  }
  const { createSampleSource } = await import('./sample-source');
  return createSampleSource(locale);
}

const sources = new Map<Locale, Promise<ContentSource>>();

/**
 * The content source of one language, configured from the environment (`defaultSupabaseConfig`) and
 * created once per language: what pages and the prerender call.
 */
export function contentSource(locale: Locale): Promise<ContentSource> {
  let source = sources.get(locale);
  if (!source) {
    source = createContentSource(locale, defaultSupabaseConfig());
    sources.set(locale, source);
  }
  return source;
}
