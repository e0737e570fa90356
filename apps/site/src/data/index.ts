import type { Locale } from '@hraun/content';
import { supabaseConfigFromEnv } from '../../shared/supabase-env';
import type { ContentSource } from './source';
import type { SupabaseConfig } from './supabase-source';

export { browserSupabaseEnv, readSupabaseEnv, SAMPLE_DATA_FLAG, supabaseConfigFromEnv, type SupabaseSettings } from '../../shared/supabase-env';
export { ContentReadError, LATEST_NEWS_LIMIT, type ContentSource } from './source';
export type { SupabaseConfig } from './supabase-source';
export type { NewsItem, Project } from './types';

declare global {
  interface ImportMetaEnv {
    /** Inlined into the browser bundle at build time by vite.config.ts (see `browserSupabaseEnv`). */
    readonly SUPABASE_URL?: string;
    readonly SUPABASE_ANON_KEY?: string;
    readonly SUPABASE_TIMEOUT_MS?: string;
  }
}

/**
 * The settings of wherever this code runs. In Node (the prerender, tests) `process.env` at the time of the call;
 * in the browser the same variables' values, which vite.config.ts inlined from the build's environment.
 */
export function defaultSupabaseConfig(): SupabaseConfig | null {
  if (typeof process !== 'undefined' && process.env) return supabaseConfigFromEnv(process.env);
  return supabaseConfigFromEnv({
    SUPABASE_URL: import.meta.env.SUPABASE_URL,
    SUPABASE_ANON_KEY: import.meta.env.SUPABASE_ANON_KEY,
    SUPABASE_TIMEOUT_MS: import.meta.env.SUPABASE_TIMEOUT_MS,
  });
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
