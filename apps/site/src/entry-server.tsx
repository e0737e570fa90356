import { pickNamespaces, type Locale } from '@hraun/content';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { BootData } from './boot';
import { headTags, renderHeadTags } from './head/head';
import { createHeadCollector, HeadCollectorContext } from './head/useHead';
import { createI18n } from './i18n/createI18n';
import { namespacesFor, siteRoutes } from './routes';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  boot: BootData;
}

/** Renders one path in one language to HTML, with its head tags and the data the browser needs to hydrate. */
export function render(pathname: string, locale: Locale): RenderedPage {
  const resources = pickNamespaces(locale, namespacesFor(pathname));
  const i18n = createI18n({ locale, bundled: resources, withBackend: false });
  const { collector, collected } = createHeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={pathname}>
            <App />
          </StaticRouter>
        </I18nextProvider>
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  if (!collected.meta) throw new Error(`${pathname} rendered without declaring its head`);
  const head = renderHeadTags(
    headTags(collected.meta, { locale, path: pathname, siteTitle: i18n.t('site:title'), siteName: i18n.t('site:name') }),
  );
  return { html, head, status: collected.status, boot: { locale, resources } };
}

/** Every path known at build time, prerendered in every language. */
export function prerenderPaths(): string[] {
  return siteRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
}

/** The theme class the prerendered <body> carries. */
export const bodyClass = '';
