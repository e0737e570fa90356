/**
 * Answers Node's HTTP server gives without asking Fastify: a request its parser refuses (400, 431 headers too large,
 * 413 chunk extensions too large), a request cut by the header or request timeout (408), and an `Expect` header
 * other than `100-continue` (417). Node's own answers carry no headers beyond `Connection: close`; these carry the
 * security headers and a short body in the request's language (from its Host header where the parser kept it,
 * Icelandic otherwise).
 */
import { localeFromHost } from '@hraun/content';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { acceptsJson, ERROR_STATUS, errorCodeOf, errorJson, errorPageHtml, rawErrorResponse, rawRequestHints, type HttpErrorCode } from './errors';

/** What `clientError` passes: Node's parser errors carry the bytes they refused (a Buffer) as `rawPacket`. */
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** A `clientError` is the client's doing (a request Node refused, or one too slow): never answered as our failure. */
function codeOf(error: ClientError): HttpErrorCode {
  const code = errorCodeOf(error);
  return code === 'internalError' ? 'badRequest' : code;
}

/** The response Node is writing on this socket, if a request got that far (an internal field, read only). */
function responseInFlight(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/** The server's `clientError` listener (Fastify's `clientErrorHandler` option). */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (error: ClientError, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const inFlight = responseInFlight(socket);
    // Answer only while the socket can take it and nothing of another answer has gone out on it.
    if (socket.writable && !inFlight?.headersSent) {
      // A request cut by the timeout has its headers parsed already; a refused one has only the raw bytes.
      const request = inFlight?.req
        ? { host: inFlight.req.headers.host, accept: inFlight.req.headers.accept }
        : rawRequestHints(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined);
      socket.write(rawErrorResponse(codeOf(error), request, securityHeaders));
    }
    socket.destroy(error);
  };
}

/** The server's `checkExpectation` listener: 417 for any `Expect` but `100-continue`, answered like the others. */
export function expectationFailedHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const locale = localeFromHost(request.headers.host);
    const json = acceptsJson(request.headers.accept);
    const body = json ? JSON.stringify(errorJson(locale, 'expectationFailed')) : errorPageHtml(locale, 'expectationFailed');
    response.writeHead(ERROR_STATUS.expectationFailed, {
      ...securityHeaders,
      'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'content-language': locale,
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  };
}
