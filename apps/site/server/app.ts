import { localeDomains, localeFromHost, locales, originOf, type Locale } from '@hraun/content';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { PER_DOMAIN_FILES } from '../scripts/seo/sitemap';
import { clientErrorHandler, expectationFailedHandler } from './connection-errors';
import { acceptsJson, ERROR_STATUS, errorJson, errorPageHtml, type HttpErrorCode } from './errors';
import { formsPlugin, type FormsPluginOptions } from './forms/plugin';
import { ReadinessCheck } from './readiness';
import { requestLocale } from './request-locale';
import { isHiddenPath, MAX_URL_LENGTH, readInlineScriptSources, securityHeaders } from './security';
import { loadTree, negotiate, type StaticFile } from './static-files';
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

/** A safe, decoded path, or null for anything that could escape the site or is malformed. */
function cleanPath(rawUrl: string): string | null {
  const path = rawUrl.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (decoded.includes('//')) return null;
  return decoded;
}

const PAGE_METHODS = ['GET', 'HEAD'] as const;
const FORM_METHODS = ['GET', 'HEAD', 'POST'] as const;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const headers = securityHeaders(options.connectOrigins ?? [], readInlineScriptSources(options.distDir));
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.log ? { level: options.log.level ?? 'warn', ...(options.log.stream ? { stream: options.log.stream } : {}) } : false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 64 * 1024,
    requestTimeout: timeouts.requestMs,
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

  function methodNotAllowed(request: FastifyRequest, reply: FastifyReply) {
    reply.header('allow', allowedMethods(request.url).join(', '));
    return refuse(request, reply, 'methodNotAllowed');
  }

  app.addHook('onRequest', async (request, reply) => {
    // One address per page: `www.` is the same site, so search engines are sent to the bare domain (308 keeps a
    // form's POST a POST) rather than crawling and ranking two copies.
    const bare = wwwLocale(request.headers.host);
    if (bare && request.url.length <= MAX_URL_LENGTH) {
      return reply.code(308).header('cache-control', 'public, max-age=86400').redirect(`${originOf(bare)}${request.url.startsWith('/') ? request.url : '/'}`, 308);
    }
    // RFC 9112 section 3.2: an HTTP/1.1 request without Host is refused (HTTP/1.0 may omit it).
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return refuse(request, reply, 'badRequest');
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
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(request, reply, 'tooLarge');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(request, reply, 'unsupportedMediaType');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return refuse(request, reply, 'badRequest');
    request.log.error({ err: error }, 'unexpected error');
    return refuse(request, reply, 'internalError');
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness.check();
    if (state.ready) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', reason: state.reason });
  });

  if (options.forms) await app.register(formsPlugin, options.forms);

  function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    const cacheControl = file.immutable
      ? 'public, max-age=31536000, immutable'
      : file.type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=3600';
    // A refusal's body also depends on Accept (JSON or the page).
    reply.header('cache-control', cacheControl).header('vary', status === 200 ? 'Accept-Encoding' : 'Accept, Accept-Encoding').header('etag', file.etag);
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      return reply.code(304).send();
    }
    const { body, encoding } = negotiate(file, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(status).type(file.type).send(body);
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
      // robots.txt and sitemap.xml differ per domain: they live with that language's pages.
      const perDomain = perDomainFiles.has(path) ? pages.get(`/${locale}${path}`) : undefined;
      if (perDomain) return send(request, reply, perDomain);
      // Build metadata (`/.vite/manifest.json`) and other dotfiles are not part of the site.
      const asset = isHiddenPath(path) ? undefined : client.get(path);
      if (asset) return send(request, reply, asset);
      if (path.length > 1 && path.endsWith('/')) {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${path.replace(/\/+$/, '')}${search}`, 308);
      }
      const page = pages.get(path === '/' ? `/${locale}/index.html` : `/${locale}${path}/index.html`);
      if (page) return send(request, reply, page);
      return refuse(request, reply, 'notFound', { page: notFound });
    },
  });

  return app;
}
