import { isLocale, localeFromHost, type Locale } from '@hraun/content';
import type { FastifyRequest } from 'fastify';

/** The language of a request: `?lng=` previews a language, otherwise the Host header decides. */
export function requestLocale(request: FastifyRequest): Locale {
  // A request Fastify could not route has no parsed query.
  const override = (request.query as Record<string, unknown> | undefined)?.lng;
  if (isLocale(override)) return override;
  return localeFromHost(request.headers.host);
}
