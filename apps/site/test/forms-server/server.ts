// The whole server (buildServer with the forms plugin) on an empty build and a temp SQLite file.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { join } from 'node:path';
import { buildServer } from '../../server/app';
import type { OutboxWorker } from '../../server/forms/outbox';
import type { FormsPluginOptions } from '../../server/forms/plugin';
import { SqliteStore } from '../../server/forms/sqlite-store';
import type { SubmissionStore } from '../../server/forms/store';
import { emptyDist, tempDir } from './helpers';

export interface FormServer {
  app: FastifyInstance;
  store: SqliteStore;
  post: (body: string | Buffer, options?: Partial<InjectOptions> & { json?: boolean; host?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface FormServerOptions {
  rateLimit?: FormsPluginOptions['rateLimit'];
  /** The outbox of this server, over its store. */
  outbox?: (store: SqliteStore) => OutboxWorker;
  /** The store as the plugin sees it (to make it fail). */
  wrapStore?: (store: SqliteStore) => SubmissionStore;
}

export async function formServer(options: FormServerOptions = {}): Promise<FormServer> {
  const dir = tempDir();
  const distDir = emptyDist(dir.dir);
  const store = new SqliteStore(join(dir.dir, 'submissions.sqlite'));
  await store.migrate();
  const outbox = options.outbox?.(store);
  outbox?.start();
  const app = await buildServer({
    distDir,
    forms: { rateLimit: options.rateLimit ?? false, outbox, store: options.wrapStore ? options.wrapStore(store) : store },
  });
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
    close: async () => {
      await app.close();
      await outbox?.stop();
      await store.close();
      dir.cleanup();
    },
  };
}
