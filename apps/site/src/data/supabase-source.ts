import { isLocale, type Locale } from '@hraun/content';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { listLimit, recordKey, rowIsForLocale, toClients, toList, toNewsItem, toProject, toProjectTitle, toTestimonials } from './rows';
import { ContentReadError, LATEST_NEWS_LIMIT, type ContentSource } from './source';
import type { SupabaseConfig } from '../../shared/supabase-env';

export type { SupabaseConfig } from '../../shared/supabase-env';

const DEFAULT_TIMEOUT_MS = 4_000;
const DEFAULT_COOLDOWN_MS = 30_000;

/** Error code of PostgREST when `.single()` finds no row (or more than one): the record is missing. */
const NO_SINGLE_ROW = 'PGRST116';

interface Connection {
  client: Promise<SupabaseClient>;
}

// One client per configuration: the build renders many pages and the browser many routes, and
// supabase-js warns when several auth clients share one page.
const connections = new Map<string, Connection>();

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * Node before 22 has no WebSocket, and supabase-js refuses to construct without one even though these
 * reads never open a socket; `ws` stands in there. Browsers use their own, so `ws` is never loaded in one.
 */
async function realtimeTransport(): Promise<RealtimeTransport | undefined> {
  if (typeof globalThis.WebSocket === 'function') return undefined;
  const { default: WebSocket } = await import('ws');
  // ws's constructor accepts more argument shapes than realtime-js declares; it is the documented transport.
  return WebSocket as unknown as RealtimeTransport;
}

function combineSignals(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** `AbortSignal.timeout`, or its equivalent where a browser lacks it. */
function timeoutSignal(timeoutMs: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(timeoutMs);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), timeoutMs);
  return controller.signal;
}

/**
 * `fetch` with a deadline for the whole exchange (headers and body) and a cool-down after a failure,
 * so that a build or a page with the backend down finishes quickly instead of hanging.
 */
function fetchWithDeadline(timeoutMs: number, cooldownMs: number): typeof fetch {
  let unreachableUntil = 0;
  return async (input, init) => {
    if (Date.now() < unreachableUntil) {
      throw new ContentReadError('Supabase did not answer a moment ago; not asking again yet');
    }
    const deadline = timeoutSignal(timeoutMs);
    const signal = init?.signal ? combineSignals([init.signal, deadline]) : deadline;
    try {
      const response = await globalThis.fetch(input, { ...init, signal });
      return response;
    } catch (error) {
      if (!init?.signal?.aborted && cooldownMs > 0) unreachableUntil = Date.now() + cooldownMs;
      throw error;
    }
  };
}

function connect(config: SupabaseConfig): Connection {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cooldownMs = config.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  const key = JSON.stringify([config.url, config.anonKey, timeoutMs, cooldownMs]);
  let connection = connections.get(key);
  if (!connection) {
    const client = realtimeTransport().then((transport) =>
      createClient(config.url, config.anonKey, {
        global: { fetch: fetchWithDeadline(timeoutMs, cooldownMs) },
        // Anonymous reads only: no session to keep, refresh or pick up from the address bar.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        ...(transport ? { realtime: { transport } } : {}),
      }),
    ).catch((error: unknown) => {
      throw new ContentReadError('the Supabase client could not be created', { cause: error });
    });
    // Reported by the reads that await it; a source that is never read must not leave an unhandled rejection.
    client.catch(() => undefined);
    connection = { client };
    connections.set(key, connection);
  }
  return connection;
}

interface QueryResult {
  data: unknown;
  error: { code?: string; message: string } | null;
}

/** The rows of an answer; a failed query rejects. */
function rowsOf(table: string, { data, error }: QueryResult): unknown {
  if (error) throw new ContentReadError(`reading ${table} failed: ${error.message}`, { cause: error });
  return data;
}

/** The row of a `.single()` answer, or `null` when there is no such row; a failed query rejects. */
function rowOf(table: string, { data, error }: QueryResult): unknown {
  if (error?.code === NO_SINGLE_ROW) return null;
  return rowsOf(table, { data, error });
}

/**
 * The Supabase source: exactly the six reads of spec section 7, each limited to rows of this language
 * or of none. Retries of postgrest-js are off: one request per read, bounded by the timeout.
 */
export function createSupabaseSource(locale: Locale, config: SupabaseConfig): ContentSource {
  // The locale is interpolated into a filter, so it must be one of the four and nothing else.
  if (!isLocale(locale)) throw new TypeError(`unknown locale: ${String(locale)}`);
  const forLocale = `locale.is.null,locale.eq.${locale}`;
  const connection = connect(config);
  const table = async (name: 'projects' | 'news' | 'clients' | 'testimonials') => (await connection.client).from(name);

  return {
    async projectTitle(id) {
      const key = recordKey(id);
      if (key === null) return null;
      const query = (await table('projects')).select('title').eq('id', key).or(forLocale).single();
      const row = rowOf('projects', await query.retry(false));
      return toProjectTitle(row);
    },
    async projects() {
      const query = (await table('projects')).select('*').or(forLocale).order('published_at', { ascending: false });
      return toList(rowsOf('projects', await query.retry(false)), locale, toProject, (item) => item.id);
    },
    async project(id) {
      const key = recordKey(id);
      if (key === null) return null;
      const query = (await table('projects')).select('*').eq('id', key).or(forLocale).single();
      const row = rowOf('projects', await query.retry(false));
      const project = rowIsForLocale(row, locale) ? toProject(row) : null;
      return project?.id === key ? project : null;
    },
    async latestNews(limit = LATEST_NEWS_LIMIT) {
      const count = listLimit(limit, LATEST_NEWS_LIMIT);
      const query = (await table('news'))
        .select('*')
        .or(forLocale)
        .order('published_at', { ascending: false })
        .limit(count);
      return toList(rowsOf('news', await query.retry(false)), locale, toNewsItem, (item) => item.slug).slice(0, count);
    },
    async news() {
      const query = (await table('news')).select('*').or(forLocale).order('published_at', { ascending: false });
      return toList(rowsOf('news', await query.retry(false)), locale, toNewsItem, (item) => item.slug);
    },
    async newsItem(slug) {
      const key = recordKey(slug);
      if (key === null) return null;
      const query = (await table('news')).select('*').eq('slug', key).or(forLocale).single();
      const row = rowOf('news', await query.retry(false));
      const item = rowIsForLocale(row, locale) ? toNewsItem(row) : null;
      return item?.slug === key ? item : null;
    },
    async clients() {
      const query = (await table('clients')).select('*').order('position').order('id');
      return toClients(rowsOf('clients', await query.retry(false)));
    },
    async testimonials() {
      // Both tables at once: a quote is shown with its client's name and logo, joined here rather than by PostgREST
      // so that a bad client row drops its quotes with a log line instead of failing the whole read.
      const [quotes, clients] = await Promise.all([
        (async () => (await table('testimonials')).select('*').order('position').order('id').retry(false))(),
        this.clients(),
      ]);
      return toTestimonials(rowsOf('testimonials', quotes), clients, locale);
    },
  };
}
