// Talking to a listening server over real loopback sockets: raw bytes where a client library would refuse to send
// them (or would fix them up), timed trickles for the timeouts, and a parser for what comes back.
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';

/** Listens on a free loopback port; resolves with it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
  raw: string;
}

function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: end === -1 ? '' : raw.slice(end + 4), raw };
}

/** Sends `request` as is and reads until the server closes the connection (or `timeoutMs` passes). */
export function rawExchange(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closed with unread bytes left) still leaves the answer to read.
    const finish = () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8')));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no end of the answer within ${timeoutMs} ms`)));
    socket.write(request);
  });
}

export interface TrickleResult {
  answer: RawAnswer;
  /** From the first byte sent to the server closing the connection. */
  closedAfterMs: number;
  bytesSent: number;
}

/**
 * Sends `start` at once, then one byte of `rest` every `intervalMs` (looping over it), as a slow or hostile client
 * would, until the server closes the connection. Fails if that takes longer than `giveUpMs`.
 */
export function trickle(port: number, start: string, rest: string, { intervalMs, giveUpMs }: { intervalMs: number; giveUpMs: number }): Promise<TrickleResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    let startedAt = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      if (error) reject(error);
      else resolve({ answer: parseAnswer(Buffer.concat(chunks).toString('utf8')), closedAfterMs: Date.now() - startedAt, bytesSent });
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
      finish(new Error(`the server still held the connection after ${giveUpMs} ms (${bytesSent} bytes sent)`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish());
    // Writing into a connection the server has just closed resets it: that is the close we wait for.
    socket.on('error', () => finish());
    socket.on('connect', () => {
      startedAt = Date.now();
      socket.write(start);
      bytesSent += Buffer.byteLength(start);
      let index = 0;
      timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return;
        socket.write(rest[index % rest.length] ?? ' ');
        bytesSent += 1;
        index += 1;
      }, intervalMs);
    });
  });
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through node:http (a real client: it sends any method and any X-Forwarded-For). */
export function httpExchange(
  port: number,
  { method = 'GET', path = '/', headers = {}, body }: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('no answer within 10 s')));
    outgoing.end(body);
  });
}
