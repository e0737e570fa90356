// Which Supabase project the site reads. One set of names serves the build (the prerender), the server and the
// browser bundle, which vite.config.ts fills in from the build's own settings. Shared by src/, scripts/ and server/
// (which imports nothing from the other two), so it imports nothing from them either.

/** Where the hosted backend is and the public key to read it with. */
export interface SupabaseConfig {
  /** The project URL, e.g. `https://abcd.supabase.co` (the REST API is under `/rest/v1`). */
  url: string;
  /** The public anonymous key: it can only read, which the migration's grants and policies enforce. */
  anonKey: string;
  /** How long one request may take before it fails. Default 4 s. */
  timeoutMs?: number;
  /**
   * After a request fails without an answer (timeout, refused connection), further requests fail at once
   * for this long instead of waiting out another timeout each. Default 30 s; 0 turns it off.
   */
  cooldownMs?: number;
}

/** The environment variables that point the site at Supabase. */
export type SupabaseEnvName = 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'SUPABASE_TIMEOUT_MS';

/** Set to `1`, the build uses the bundled sample data even where SUPABASE_URL and SUPABASE_ANON_KEY are set. */
export const SAMPLE_DATA_FLAG = 'BUILD_WITH_SAMPLE_DATA';

export type Env = Readonly<Record<string, string | boolean | undefined>>;

/** What an environment says about Supabase. */
export type SupabaseSettings =
  | { kind: 'configured'; config: SupabaseConfig }
  /** Neither variable is set: the sample data, as intended. */
  | { kind: 'unset' }
  /** BUILD_WITH_SAMPLE_DATA asks for the sample data. */
  | { kind: 'sample-requested' }
  /** Set, but not usable; `problem` says why in words that name the variable. */
  | { kind: 'invalid'; problem: string };

function setting(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function wantsSampleData(env: Env): boolean {
  const value = setting(env, SAMPLE_DATA_FLAG)?.toLowerCase();
  return value === '1' || value === 'true';
}

/** Reads SUPABASE_URL, SUPABASE_ANON_KEY, the optional SUPABASE_TIMEOUT_MS and BUILD_WITH_SAMPLE_DATA. */
export function readSupabaseEnv(env: Env): SupabaseSettings {
  if (wantsSampleData(env)) return { kind: 'sample-requested' };
  const url = setting(env, 'SUPABASE_URL');
  const anonKey = setting(env, 'SUPABASE_ANON_KEY');
  if (!url && !anonKey) return { kind: 'unset' };
  if (!url) return { kind: 'invalid', problem: 'SUPABASE_ANON_KEY is set but SUPABASE_URL is not' };
  if (!anonKey) return { kind: 'invalid', problem: 'SUPABASE_URL is set but SUPABASE_ANON_KEY is not' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid', problem: `SUPABASE_URL is not a URL: ${url}` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { kind: 'invalid', problem: `SUPABASE_URL is not an http(s) URL: ${url}` };
  }
  const timeout = Number(setting(env, 'SUPABASE_TIMEOUT_MS'));
  return { kind: 'configured', config: { url, anonKey, ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}) } };
}

/**
 * The Supabase settings in an environment, or `null` when they are absent or unusable (then the sample
 * data is used; an unusable setting is also reported, and stops a build: scripts/build-data.ts).
 */
export function supabaseConfigFromEnv(env: Env): SupabaseConfig | null {
  const settings = readSupabaseEnv(env);
  if (settings.kind === 'invalid') console.warn(`${settings.problem}; using the sample data`);
  return settings.kind === 'configured' ? settings.config : null;
}

/**
 * The values vite.config.ts inlines into the browser bundle as `import.meta.env.SUPABASE_*`: exactly the settings
 * the build reads itself (none when it uses the sample data), and nothing else of the build's environment.
 */
export function browserSupabaseEnv(env: Env): Record<SupabaseEnvName, string> {
  const settings = readSupabaseEnv(env);
  const config = settings.kind === 'configured' ? settings.config : null;
  return {
    SUPABASE_URL: config?.url ?? '',
    SUPABASE_ANON_KEY: config?.anonKey ?? '',
    SUPABASE_TIMEOUT_MS: config?.timeoutMs === undefined ? '' : String(config.timeoutMs),
  };
}
