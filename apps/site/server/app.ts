import { localeDomains, localeFromHost, locales, originOf, type Locale } from '@hraun/content';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { PER_DOMAIN_FILES } from '../shared/seo-files';
import { clientErrorHandler, expectationFailedHandler } from './connection-errors';
import { DEFAULT_CONNECTION_LIMITS, limitConnections, type ConnectionLimits } from './connection-limits';
import { acceptsJson, ERROR_STATUS, errorCodeOf, errorJson, errorPageHtml, type HttpErrorCode } from './errors';
import { formsPlugin, type FormsPluginOptions } from './forms/plugin';
import { ReadinessCheck } from './readiness';
import { requestLocale } from './request-locale';
import { isHiddenPath, MAX_URL_LENGTH, readInlineScriptSources, securityHeaders } from './security';
import { ifNoneMatchMatches, loadTree, negotiate, type StaticFile } from './static-files';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

export interface ServerTimeouts {
  /** Time for a request's headers to arrive, from its first byte (ms). */
  headersMs: number;
  /** Time for a whole request to arrive, headers and body (ms). */
  requestMs: number;
  /** How often Node looks for requests past those limits (ms): a slow client is cut at most this much late. */
  checkIntervalMs: number;
}

/**
 * Production limits. Node checks them on a timer (every 30 s unless told otherwise), so a client trickling its
 * headers byte by byte was held up to twice the limit; checking every second holds them as configured.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 20_000, requestMs: 30_000, checkIntervalMs: 1_000 };

interface ServerLog {
  /** pino's levels: `warn` (the default) logs failures only, `info` adds a line per request. */
  level?: string;
  /** Where the JSON lines go (standard output when unset). */
  stream?: { write(line: string): void };
}

export interface ServerOptions {
  /** The site build: `client/` (assets, locales, public files) and `site/{locale}/` (prerendered pages). */
  distDir: string;
  /** Extra origins the pages may connect to (the Supabase URL when configured). */
  connectOrigins?: string[];
  /** JSON lines (pino) when set; no log at all when unset. */
  log?: ServerLog;
  /** Which proxies may name the client's address in X-Forwarded-For: none unless set (see trust-proxy.ts). */
  trustProxy?: TrustProxy;
  timeouts?: Partial<ServerTimeouts>;
  /** Enables `POST /` (form submissions) with this store, outbox and rate limit. */
  forms?: FormsPluginOptions;
  /** Bounds on connections: total, per client address, idle times (DEFAULT_CONNECTION_LIMITS for what is unset). */
  connections?: Partial<ConnectionLimits>;
  /** How long `/readyz` waits for the store's probe (ms). */
  readinessTimeoutMs?: number;
}

const HASHED_ASSET = /^\/assets\//;

/** `www.hraun.is` → `is`: the `www.` name of one of our domains, which answers with a redirect to the bare one. */
const wwwHosts = new Map<string, Locale>(locales.map((locale) => [`www.${localeDomains[locale]}`, locale]));

function wwwLocale(host: string | undefined): Locale | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return wwwHosts.get(name);
}

/**
 * Characters no address of ours holds and that change how a path reads or where it leads: C0 and C1 controls (a
 * browser drops a tab or line break from a Location, so `/\t/evil.example` became `//evil.example`), DEL, and the
 * bidirectional controls that make a path display as something else.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A safe, decoded path, or null for anything that could escape the site or is malformed. */
function cleanPath(rawUrl: string): string | null {
  const path = rawUrl.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || CONTROL_CHARACTERS.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (decoded.includes('//')) return null;
  return decoded;
}

/**
 * A request target as it may appear in a Location header: every byte outside printable ASCII, and `#`, `\\` and
 * `%` not starting an escape, percent-encoded. Node hands the target over as one character per byte (latin1), and
 * a header cannot hold a control character (Node throws ERR_INVALID_CHAR, which was a 500).
 */
function headerSafeTarget(target: string): string {
  return target.replace(/[^\x21-\x7e]|[#\\]|%(?![0-9A-Fa-f]{2})/g, (char) => {
    const bytes = char.charCodeAt(0) > 0xff ? [...Buffer.from(char, 'utf8')] : [char.charCodeAt(0)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  });
}

/**
 * RFC 9112 section 3.2 and RFC 3986 section 3.2.2: a Host is empty (allowed when the target has no authority), or a
 * registered name, IPv4 address or bracketed IPv6 literal, with an optional port. Anything else (spaces, `/`, `@`,
 * `\\`) is refused with a 400 rather than taken as a name.
 */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*(?::\d*)?$/;

/** How many Host header lines the request carried (Node keeps only the first in `headers.host`). */
function hostLineCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index];
    if (name !== undefined && name.length === 4 && name.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * How long a browser or proxy may keep a redirect of ours (www to the bare domain, a trailing slash removed). A
 * 308 without Cache-Control is cached heuristically, which for a permanent redirect means "for ever" in some
 * browsers; one day lets repeat visitors and crawlers skip the hop while a change to the site's addresses still
 * reaches everyone within a day.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

const PAGE_METHODS = ['GET', 'HEAD'] as const;
const FORM_METHODS = ['GET', 'HEAD', 'POST'] as const;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const headers = securityHeaders(options.connectOrigins ?? [], readInlineScriptSources(options.distDir));
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  // Behind a trusted proxy every connection comes from the proxy: no per-address bound unless one is asked for.
  const connections = { ...DEFAULT_CONNECTION_LIMITS, ...(options.trustProxy ? { perAddress: 0 } : {}), ...options.connections };
  const app = Fastify({
    logger: options.log ? { level: options.log.level ?? 'warn', ...(options.log.stream ? { stream: options.log.stream } : {}) } : false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 64 * 1024,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: connections.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node's default of 30 s lets a slow client run up to 30 s past either limit.
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Node would answer a missing Host itself, without our headers; the onRequest hook does it instead.
      requireHostHeader: false,
    },
    // Node's parser refusals and timeouts (400, 408, 413, 431) with our headers and a localized body.
    clientErrorHandler: clientErrorHandler(headers),
    // URLs Fastify cannot even route (`/%`, overlong UTF-8) get the headers and the not-found page with a 400.
    frameworkErrors: (_error, frameworkRequest, frameworkReply) => {
      const request = frameworkRequest as unknown as FastifyRequest;
      const reply = frameworkReply as unknown as FastifyReply;
      void refuse(request, reply, 'badRequest', { page: notFoundPage(localeFromHost(request.headers.host)) });
    },
  });
  app.server.on('checkExpectation', expectationFailedHandler(headers));
  limitConnections(app.server, connections);
  const client = loadTree(join(options.distDir, 'client'), (path) => HASHED_ASSET.test(path));
  const pages = loadTree(join(options.distDir, 'site'));
  const perDomainFiles = new Set<string>(PER_DOMAIN_FILES);
  const readiness = new ReadinessCheck(options.forms?.store, app.log, options.readinessTimeoutMs);
  const notFoundPage = (locale: Locale) => pages.get(`/${locale}/404.html`);

  /** The methods a path answers: every page GET and HEAD, the root POST too when it takes forms. */
  function allowedMethods(url: string): readonly string[] {
    const path = url.split('?')[0];
    return path === '/' && options.forms ? FORM_METHODS : PAGE_METHODS;
  }

  /**
   * A refusal: JSON for JSON clients, otherwise `page` (the prerendered not-found page, for a path that names no
   * page) or the small page of the refusal, in the request's language, with the security headers.
   */
  function refuse(request: FastifyRequest, reply: FastifyReply, code: HttpErrorCode, { page }: { page?: StaticFile } = {}) {
    const locale = requestLocale(request);
    const status = ERROR_STATUS[code];
    reply.headers(headers).header('content-language', locale).header('vary', 'Accept');
    if (acceptsJson(request.headers.accept)) {
      return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorJson(locale, code));
    }
    if (page) return send(request, reply, page, status);
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(errorPageHtml(locale, code));
  }

  /** A 308 to `location` (header-safe already), with the same headers for HEAD as for GET. */
  function redirect(reply: FastifyReply, location: string) {
    // Fastify leaves Content-Length out of an empty HEAD answer; the GET of the same redirect has `0`.
    return reply.header('cache-control', REDIRECT_CACHE_CONTROL).header('content-length', '0').redirect(location, 308);
  }

  function methodNotAllowed(request: FastifyRequest, reply: FastifyReply) {
    reply.header('allow', allowedMethods(request.url).join(', '));
    return refuse(request, reply, 'methodNotAllowed');
  }

  app.addHook('onRequest', async (request, reply) => {
    // Set first, so that even an answer Fastify writes itself (its last-resort error answer) carries them.
    reply.headers(headers);
    // RFC 9112 section 3.2: a request with more than one Host line or an invalid Host is refused, and so is an
    // HTTP/1.1 request without one (HTTP/1.0 may omit it).
    const host = request.headers.host;
    if (host !== undefined && (!VALID_HOST.test(host) || hostLineCount(request.raw.rawHeaders) > 1)) return refuse(request, reply, 'badRequest');
    if (request.raw.httpVersion === '1.1' && host === undefined) return refuse(request, reply, 'badRequest');
    // One address per page: `www.` is the same site, so search engines are sent to the bare domain (308 keeps a
    // form's POST a POST) rather than crawling and ranking two copies. Always to the path on our own origin, and
    // never for a path with control characters (answered 400 by the bare domain's rules, here).
    const bare = wwwLocale(host);
    if (bare && request.url.length <= MAX_URL_LENGTH) {
      const target = request.url.startsWith('/') ? request.url : '/';
      if (cleanPath(target) === null && target !== '/') return refuse(request, reply, 'badRequest', { page: notFoundPage(bare) });
      return redirect(reply, `${originOf(bare)}${headerSafeTarget(target)}`);
    }
    // Before any body is read: a PUT or DELETE is refused whatever it carries.
    if (!allowedMethods(request.url).includes(request.method)) return methodNotAllowed(request, reply);
    return undefined;
  });
  app.addHook('onSend', async (_request, reply) => {
    // Every answer, whichever path produced it, leaves with the security headers.
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
  });

  // Anything Fastify routes nowhere: a method no route takes (the onRequest hook answers those first).
  app.setNotFoundHandler((request, reply) => {
    if (!allowedMethods(request.url).includes(request.method)) return methodNotAllowed(request, reply);
    return refuse(request, reply, 'notFound', { page: notFoundPage(requestLocale(request)) });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = errorCodeOf(error);
    // Only our own failures are logged, with their stack; a client's malformed request is not news.
    if (code === 'internalError') request.log.error({ err: error }, 'unexpected error');
    // Whatever the failed path had set (a Location, an ETag, a Content-Encoding) is no part of this answer.
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    return refuse(request, reply, code);
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness.check();
    if (state.ready) return { status: 'ok' };
    // Why goes to the log (ReadinessCheck), not to whoever asks.
    return reply.code(503).send({ status: 'unavailable' });
  });

  if (options.forms) await app.register(formsPlugin, options.forms);

  function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    const cacheControl = file.immutable
      ? 'public, max-age=31536000, immutable'
      : file.type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=3600';
    const { body, encoding, etag } = negotiate(file, request.headers['accept-encoding']);
    // A refusal's body also depends on Accept (JSON or the page).
    reply.header('cache-control', cacheControl).header('vary', status === 200 ? 'Accept-Encoding' : 'Accept, Accept-Encoding').header('etag', etag);
    if (status === 200 && ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(status).type(file.type).send(body);
  }

  /** The file a clean path names for `locale`: its per-domain file, a public file or asset, or its page. */
  function fileAt(path: string, locale: Locale): StaticFile | undefined {
    // robots.txt and sitemap.xml differ per domain: they live with that language's pages.
    const perDomain = perDomainFiles.has(path) ? pages.get(`/${locale}${path}`) : undefined;
    if (perDomain) return perDomain;
    // Build metadata (`/.vite/manifest.json`) and other dotfiles are not part of the site.
    const asset = isHiddenPath(path) ? undefined : client.get(path);
    if (asset) return asset;
    if (path.endsWith('/') && path !== '/') return undefined;
    return pages.get(path === '/' ? `/${locale}/index.html` : `/${locale}${path}/index.html`);
  }

  app.route({
    method: [...PAGE_METHODS],
    url: '/*',
    handler: async (request, reply) => {
      const path = cleanPath(request.url);
      const locale = requestLocale(request);
      const notFound = notFoundPage(locale);
      if (request.url.length > MAX_URL_LENGTH) return refuse(request, reply, 'uriTooLong', { page: notFound });
      if (path === null) return refuse(request, reply, 'badRequest', { page: notFound });
      const file = fileAt(path, locale);
      if (file) return send(request, reply, file);
      // `/verdskra/` → `/verdskra`, only when that names a file of ours: the Location is then a path of our own
      // (one leading slash, no controls), never something the request made up.
      const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : undefined;
      if (bare !== undefined && fileAt(bare, locale)) {
        const query = request.url.indexOf('?');
        const search = query === -1 ? '' : request.url.slice(query);
        return redirect(reply, headerSafeTarget(`${encodeURI(bare)}${search}`));
      }
      return refuse(request, reply, 'notFound', { page: notFound });
    },
  });

  return app;
}
