import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, fetched only when a namespace is first requested: the first render's strings
 * are inlined, so the loader stays out of the JavaScript every page needs at load.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private settings: [Services, HttpBackendOptions, InitOptions] | null = null;
  private backend: Promise<HttpBackend> | null = null;

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.settings = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }

  private load(): Promise<HttpBackend> {
    this.backend ??= import('i18next-http-backend').then(({ default: Backend }) => {
      const backend = new Backend();
      // The typings omit init's third parameter (i18next's own options), which the backend does read.
      const init = backend.init.bind(backend) as (...args: [Services, HttpBackendOptions, InitOptions]) => void;
      if (this.settings) init(...this.settings);
      return backend;
    });
    return this.backend;
  }
}
