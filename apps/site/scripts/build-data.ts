// Where the prerender's projects and news come from, decided before it writes a page. A build pointed at a Supabase
// that does not answer stops with one line; otherwise it would ship a site without its project and news pages.
import { readSupabaseEnv, SAMPLE_DATA_FLAG, type Env } from '../shared/supabase-env';
import { createSupabaseSource } from '../src/data/supabase-source';

/** A build that cannot read its data; the message is the one line to print. */
export class BuildDataError extends Error {
  override readonly name = 'BuildDataError';
}

const HOW_TO_FIX = `set SUPABASE_URL and SUPABASE_ANON_KEY right, or ${SAMPLE_DATA_FLAG}=1 to build with the bundled sample data`;

/** The deepest reason of a failed read: supabase-js reports a refused connection only in the text of its details. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const details = typeof cause === 'object' && cause !== null && 'details' in cause ? String(cause.details) : '';
  const underlying = /^Caused by: (?:\w*Error: )?(.+?)(?: \([A-Z_]+\))?$/m.exec(details)?.[1];
  return underlying ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Checks that the data the prerender is about to read can be read, and says which data that is. Rejects with a
 * `BuildDataError` when Supabase is configured but does not answer, or its settings are unusable.
 */
export async function checkBuildData(env: Env): Promise<string> {
  const settings = readSupabaseEnv(env);
  switch (settings.kind) {
    case 'sample-requested':
      return `build: ${SAMPLE_DATA_FLAG}=1: prerendering the bundled sample data`;
    case 'unset':
      return 'build: SUPABASE_URL and SUPABASE_ANON_KEY are not set: prerendering the bundled sample data';
    case 'invalid':
      throw new BuildDataError(`build: ${settings.problem}: ${HOW_TO_FIX}`);
    case 'configured': {
      const { url } = settings.config;
      // No cool-down: this is the only read of this source, and its own failure is what is reported.
      const source = createSupabaseSource('is', { ...settings.config, cooldownMs: 0 });
      try {
        await Promise.all([source.projects(), source.news()]);
      } catch (error) {
        throw new BuildDataError(`build: reading projects and news from Supabase at ${url} failed (${reasonOf(error)}): ${HOW_TO_FIX}`);
      }
      return `build: reading projects and news from Supabase at ${url}`;
    }
  }
}
