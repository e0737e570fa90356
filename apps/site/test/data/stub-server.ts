import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the stub saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type StubHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface StubServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces how the stub answers from now on. */
  answer(handler: StubHandler): void;
  close(): Promise<void>;
}

/** Answers with JSON, as PostgREST does. */
export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** A stand-in for Supabase's REST API on a loopback port: records every request, answers as told. */
export async function startStubServer(handler: StubHandler = (_, response) => json(response, 200, [])): Promise<StubServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const request = { method: incoming.method ?? '', path: url.pathname, query: url.searchParams, headers: incoming.headers };
    requests.push(request);
    current(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      current = next;
    },
    // Hanging requests keep their sockets open; destroy them so the server really stops.
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
