// The whole server (buildServer with the forms plugin) on an empty build and a temp SQLite file; `listen()` puts
// it on a loopback port for the tests that talk to it over real sockets.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildServer, type ServerOptions } from '../../server/app';
import type { OutboxWorker } from '../../server/forms/outbox';
import type { FormsPluginOptions } from '../../server/forms/plugin';
import { SqliteStore } from '../../server/forms/sqlite-store';
import type { SubmissionStore } from '../../server/forms/store';
import { emptyDist, tempDir } from './helpers';

export interface FormServer {
  app: FastifyInstance;
  store: SqliteStore;
  post: (body: string | Buffer, options?: Partial<InjectOptions> & { json?: boolean; host?: string }) => Promise<LightMyRequestResponse>;
  /** Listens on a free loopback port; resolves with the port. */
  listen: () => Promise<number>;
  close: () => Promise<void>;
}

export interface FormServerOptions {
  rateLimit?: FormsPluginOptions['rateLimit'];
  /** The outbox of this server, over its store. */
  outbox?: (store: SqliteStore) => OutboxWorker;
  /** The store as the plugin sees it (to make it fail). */
  wrapStore?: (store: SqliteStore) => SubmissionStore;
  /** The build to serve (an empty one by default). */
  distDir?: string;
  /** Further options of the server: trustProxy, timeouts, log. */
  server?: Omit<ServerOptions, 'distDir' | 'forms'>;
}

export async function formServer(options: FormServerOptions = {}): Promise<FormServer> {
  const dir = tempDir();
  const distDir = options.distDir ?? emptyDist(dir.dir);
  const store = new SqliteStore(join(dir.dir, 'submissions.sqlite'));
  await store.migrate();
  const outbox = options.outbox?.(store);
  const app = await buildServer({
    ...options.server,
    distDir,
    forms: { rateLimit: options.rateLimit ?? false, outbox, store: options.wrapStore ? options.wrapStore(store) : store },
  });
  // As server/main.ts does when the server logs: failures of deliveries go to the server's log.
  outbox?.start(options.server?.log ? app.log : undefined);
  return {
    app,
    store,
    post: (body, { json = true, host = 'localhost', headers, ...rest } = {}) =>
      app.inject({
        method: 'POST',
        url: '/',
        payload: body,
        ...rest,
        headers: {
          host,
          'content-type': 'application/x-www-form-urlencoded',
          ...(json ? { accept: 'application/json' } : { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }),
          ...headers,
        },
      }),
    listen: async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    },
    close: async () => {
      await app.close();
      await outbox?.stop();
      await store.close();
      dir.cleanup();
    },
  };
}
