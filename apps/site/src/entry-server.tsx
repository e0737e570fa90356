import { pickNamespaces, type Locale } from '@hraun/content';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { BootData } from './boot';
import { headTags, renderHeadTags } from './head/head';
import { createHeadCollector, HeadCollectorContext } from './head/useHead';
import { createServerI18n } from './i18n/createI18n';
import { contentSource } from './data';
import { preload, PreloadedDataContext } from './data/queries';
import { RenderedYearContext } from './renderClock';
import { namespacesFor, queriesFor, routeFor, siteRoutes } from './routes';

/**
 * The whole HTML of `element` once every lazy part has loaded, so code-split parts of a page are in its HTML too,
 * not Suspense fallbacks. React 19's static renderer waits for them itself; an error anywhere rejects, so no page is
 * written with a part missing.
 */
async function renderComplete(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every Suspense boundary in place, in document order: React outlines a large one by default (a `<!--$?-->`
    // placeholder, its content at the end and an inline script to move it in), which the CSP would never run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // One decode of the whole page: a character split across two chunks is joined again, never cut.
  return Buffer.concat(chunks).toString('utf8');
}

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  boot: BootData;
}

/** Renders one path in one language to HTML, with its head tags and the data the browser needs to hydrate. */
export async function render(pathname: string, locale: Locale): Promise<RenderedPage> {
  const namespaces = namespacesFor(pathname);
  const resources = pickNamespaces(locale, namespaces);
  const missingKeys = new Set<string>();
  const i18n = createServerI18n({ locale, resources, onMissingKey: (key) => missingKeys.add(key) });
  const { collector, collected } = createHeadCollector();
  // The page's module names its reads, so they start once it is in (on the server, at once after the first page).
  const data = await preload(locale, await queriesFor(pathname));
  const year = new Date().getFullYear();
  const html = await renderComplete(
    <StrictMode>
      <RenderedYearContext.Provider value={year}>
        <HeadCollectorContext.Provider value={collector}>
          <PreloadedDataContext.Provider value={data}>
            <I18nextProvider i18n={i18n}>
              <StaticRouter location={pathname}>
                <App />
              </StaticRouter>
            </I18nextProvider>
          </PreloadedDataContext.Provider>
        </HeadCollectorContext.Provider>
      </RenderedYearContext.Provider>
    </StrictMode>,
  );
  if (!collected.meta) throw new Error(`${pathname} rendered without declaring its head`);
  const head = renderHeadTags(
    headTags(collected.meta, { locale, path: pathname, siteTitle: i18n.t('site:title'), siteName: i18n.t('site:name') }),
  );
  if (missingKeys.size > 0) {
    throw new Error(`${locale}${pathname} asks for strings its namespaces (${namespaces.join(', ')}) lack: ${[...missingKeys].join(', ')}`);
  }
  return { html, head, status: collected.status, boot: { locale, path: pathname, namespaces, data, year } };
}

/**
 * Every path of one language known at build time: the fixed routes, and the project and news pages
 * its content source lists. A source that cannot be read rejects: a build must not ship without those pages
 * (scripts/build-data.ts stops it with one line before the first page when Supabase does not answer at all).
 */
export async function prerenderPaths(locale: Locale): Promise<string[]> {
  const fixed = siteRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
  const source = await contentSource(locale);
  const known = await Promise.all(
    siteRoutes.map(async (route) => {
      if (!route.path.includes(':')) return [];
      try {
        const { knownPaths } = await route.page.load();
        if (!knownPaths) throw new Error(`its page module exports no knownPaths`);
        return await knownPaths(source);
      } catch (error) {
        throw new Error(`prerender: the pages of ${route.path} in ${locale} could not be listed: ${String(error)}`, { cause: error });
      }
    }),
  );
  return [...fixed, ...known.flat()];
}

/** The source modules of a path's page (Vite manifest keys), for its preload tags: its own, and those its content needs. */
export async function pageModules(pathname: string): Promise<readonly string[]> {
  const { page } = routeFor(pathname);
  const loaded = await page.load();
  return [...page.modules, ...(loaded.modules ?? [])];
}
