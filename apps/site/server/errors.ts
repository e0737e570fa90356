/**
 * The server's refusals, one shape wherever they arise (a route, Fastify's not-found and error handlers, or Node's
 * HTTP parser before Fastify sees the request): JSON `{ ok: false, code, message }` for clients that ask for JSON,
 * otherwise a small HTML page, both in the request's language, and always with the security headers.
 */
import { localeFromHost, type Locale } from '@hraun/content';
import { httpErrorStrings, type FormErrorCode, type HttpErrorCode } from '@hraun/content/http-errors';
import { STATUS_CODES } from 'node:http';
import { escapeHtml, htmlPage } from './html-page';

export type { HttpErrorCode } from '@hraun/content/http-errors';
export type ErrorCode = HttpErrorCode | FormErrorCode;

/** The status each refusal is answered with. */
export const ERROR_STATUS: Record<HttpErrorCode, number> = {
  badRequest: 400,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  tooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  expectationFailed: 417,
  rateLimited: 429,
  headersTooLarge: 431,
  internalError: 500,
  unavailable: 503,
};

/** What a failure may carry to say what it was: Node's parser and Fastify name it by `code`, others by `statusCode`. */
export interface FailureLike {
  code?: string;
  statusCode?: number;
}

/**
 * The one mapping from a failure to the refusal that answers it, for every place the server meets one: Node's HTTP
 * parser and timeouts (`clientError`), Fastify's router and body parsing, and any route or plugin. A failure
 * caused by the request is a 4xx; anything else is ours, a 500 (`internalError`), whose detail goes to the log only.
 */
export function errorCodeOf(error: FailureLike): HttpErrorCode {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'headersTooLarge';
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'tooLarge';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'requestTimeout';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupportedMediaType';
    default:
      // Every other refusal of Node's parser (`HPE_…`) is a malformed request.
      if (error.code?.startsWith('HPE_')) return 'badRequest';
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return 'badRequest';
      return 'internalError';
  }
}

/** True when the client asked for JSON (the site's script sends `Accept: application/json`). */
export function acceptsJson(accept: string | undefined): boolean {
  return /(^|,)\s*application\/json\s*(;|,|$)/i.test(accept ?? '');
}

function isFormErrorCode(code: ErrorCode): code is FormErrorCode {
  return Object.hasOwn(httpErrorStrings.is.formErrors, code);
}

/** The one-sentence explanation of a refusal in `locale`. */
function errorMessage(locale: Locale, code: ErrorCode): string {
  const texts = httpErrorStrings[locale];
  return isFormErrorCode(code) ? texts.formErrors[code] : texts.errors[code].message;
}

/** The JSON body of a refusal; `extra` adds details (`retryAfter`, the form's `errors`). */
export function errorJson(locale: Locale, code: ErrorCode, extra: Record<string, unknown> = {}) {
  return { ok: false as const, code, message: errorMessage(locale, code), ...extra };
}

/** The HTML page of a refusal that has no prerendered page: its title, its sentence, a link home. */
export function errorPageHtml(locale: Locale, code: HttpErrorCode): string {
  const texts = httpErrorStrings[locale];
  const { title, message } = texts.errors[code];
  return htmlPage(locale, title, `<p>${escapeHtml(message)}</p>`, { href: '/', text: texts.home });
}

/** The value of one header in the raw text of a request head, or undefined (the first one wins). */
function rawHeader(head: string, name: string): string | undefined {
  const match = new RegExp(`\\r\\n${name}[ \\t]*:[ \\t]*([^\\r\\n]*)`, 'i').exec(head);
  return match?.[1]?.trim();
}

/** What Node's parser saw of a request it refused: its Host and Accept, when they were in the bytes it kept. */
export function rawRequestHints(packet: Buffer | undefined): { host?: string; accept?: string } {
  if (!packet) return {};
  // Headers are ASCII (latin1 keeps every byte one character); a cut-off head still yields what it holds.
  const head = packet.subarray(0, 64 * 1024).toString('latin1');
  return { host: rawHeader(head, 'host'), accept: rawHeader(head, 'accept') };
}

/**
 * A whole HTTP/1.1 response for a socket that has no response object (Node's parser refused the request, or a
 * timeout cut it): status line, the security headers, a localized body, and `Connection: close`.
 */
export function rawErrorResponse(
  code: HttpErrorCode,
  request: { host?: string; accept?: string },
  securityHeaders: Readonly<Record<string, string>>,
): string {
  const locale = localeFromHost(request.host);
  const json = acceptsJson(request.accept);
  const body = json ? JSON.stringify(errorJson(locale, code)) : errorPageHtml(locale, code);
  const status = ERROR_STATUS[code];
  const headers: Record<string, string> = {
    ...securityHeaders,
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'content-language': locale,
    'cache-control': 'no-store',
    date: new Date().toUTCString(),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
