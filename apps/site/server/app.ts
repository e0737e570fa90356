import { isLocale, localeDomains, localeFromHost, locales, originOf, type Locale } from '@hraun/content';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { PER_DOMAIN_FILES } from '../scripts/seo/sitemap';
import { formsPlugin, type FormsPluginOptions } from './forms/plugin';
import { isHiddenPath, MAX_URL_LENGTH, securityHeaders } from './security';
import { loadTree, negotiate, type StaticFile } from './static-files';

export interface ServerOptions {
  /** The site build: `client/` (assets, locales, public files) and `site/{locale}/` (prerendered pages). */
  distDir: string;
  /** Extra origins the pages may connect to (the Supabase URL when configured). */
  connectOrigins?: string[];
  logger?: boolean;
  /** Enables `POST /` (form submissions) with this store, outbox and rate limit. */
  forms?: FormsPluginOptions;
}

const HASHED_ASSET = /^\/assets\//;

/** The language of a request: `?lng=` previews a language, otherwise the Host header decides. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown>;
  const override = query.lng;
  if (isLocale(override)) return override;
  return localeFromHost(request.headers.host);
}

/** `www.hraun.is` → `is`: the `www.` name of one of our domains, which answers with a redirect to the bare one. */
const wwwHosts = new Map<string, Locale>(locales.map((locale) => [`www.${localeDomains[locale]}`, locale]));

export function wwwLocale(host: string | undefined): Locale | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return wwwHosts.get(name);
}

/** A safe, decoded path, or null for anything that could escape the site or is malformed. */
export function cleanPath(rawUrl: string): string | null {
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

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 64 * 1024,
    // Odd or missing Host headers still get an answer (in the default language), never a crash.
    requestTimeout: 30_000,
    // URLs Fastify cannot even route (`/%`, overlong UTF-8) get the headers and the not-found page with a 400.
    frameworkErrors: (_error, frameworkRequest, frameworkReply) => {
      const request = frameworkRequest as unknown as FastifyRequest;
      const reply = frameworkReply as unknown as FastifyReply;
      reply.headers(headers);
      const notFound = pages.get(`/${localeFromHost(request.headers.host)}/404.html`);
      void (notFound ? send(request, reply, notFound, 400) : reply.code(400).type('text/plain; charset=utf-8').send('Bad request'));
    },
  });
  const client = loadTree(join(options.distDir, 'client'), (path) => HASHED_ASSET.test(path));
  const pages = loadTree(join(options.distDir, 'site'));
  const headers = securityHeaders(options.connectOrigins ?? []);
  const perDomainFiles = new Set<string>(PER_DOMAIN_FILES);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // One address per page: `www.` is the same site, so search engines are sent to the bare domain (308 keeps a
    // form's POST a POST) rather than crawling and ranking two copies.
    const bare = wwwLocale(request.headers.host);
    if (bare && request.url.length <= MAX_URL_LENGTH) {
      return reply.code(308).header('cache-control', 'public, max-age=86400').redirect(`${originOf(bare)}${request.url.startsWith('/') ? request.url : '/'}`, 308);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('x-powered-by');
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  if (options.forms) await app.register(formsPlugin, options.forms);

  function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    const cacheControl = file.immutable
      ? 'public, max-age=31536000, immutable'
      : file.type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=3600';
    reply.header('cache-control', cacheControl).header('vary', 'Accept-Encoding').header('etag', file.etag);
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      return reply.code(304).send();
    }
    const { body, encoding } = negotiate(file, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(status).type(file.type).send(body);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const path = cleanPath(request.url);
      const locale = requestLocale(request);
      const notFound = pages.get(`/${locale}/404.html`);
      if (request.url.length > MAX_URL_LENGTH) {
        return notFound ? send(request, reply, notFound, 414) : reply.code(414).send('URI too long');
      }
      if (path === null) {
        return notFound ? send(request, reply, notFound, 400) : reply.code(400).send('Bad request');
      }
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
      if (notFound) return send(request, reply, notFound, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  });

  return app;
}
