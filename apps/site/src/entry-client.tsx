import { localeFromHost } from '@hraun/content';
import type { ResourceLanguage } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nProvider } from './i18n/react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import type { AppHandoff } from './boot';
import { PreloadedDataContext, type PreloadedData } from './data/queries';
import { RenderedYearContext } from './renderClock';
import { createI18n, localeFromQuery, STORED_LANGUAGE_KEY, TEST_MODE_LANGUAGE } from './i18n/createI18n';
import { namespacesFor, notFoundRoute, preloadPage, routeFor } from './routes';

function rememberLanguage(language: string) {
  try {
    if (language === TEST_MODE_LANGUAGE) return;
    window.localStorage.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Storage can be disabled; the host still decides the language.
  }
}

/**
 * Starts the app on the painted page (called by `start`, src/start.ts, with the requests it has begun): hydrates the
 * prerendered HTML when it was rendered for this very page and language, renders from scratch otherwise.
 */
export function startApp({ boot, strings, data }: AppHandoff): void {
  // A stored preference never outranks the host: it is cleared at start and then mirrors the active language.
  try {
    window.localStorage.removeItem(STORED_LANGUAGE_KEY);
  } catch {
    // Storage unavailable.
  }

  const locale = localeFromQuery(window.location.search) ?? localeFromHost(window.location.host);
  // Hydrate only what was rendered for this very page: the same language, and the same path unless the
  // server answered its shared not-found page for a path the browser's routes know (a project added later).
  const samePage = boot !== null && (boot.path === window.location.pathname || routeFor(window.location.pathname) === notFoundRoute);
  const hydrating = boot !== null && boot.locale === locale && samePage && Array.isArray(boot.namespaces);

  const renderApp = (container: HTMLElement, bundled: ResourceLanguage, preloaded: PreloadedData) => {
    const i18n = createI18n({
      locale,
      bundled,
      load: namespacesFor(window.location.pathname),
      withBackend: true,
    });
    rememberLanguage(i18n.language);
    i18n.on('languageChanged', rememberLanguage);

    const app = (
      <StrictMode>
        <RenderedYearContext.Provider value={hydrating && typeof boot.year === 'number' ? boot.year : null}>
          <PreloadedDataContext.Provider value={preloaded}>
            <I18nProvider i18n={i18n}>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </I18nProvider>
          </PreloadedDataContext.Provider>
        </RenderedYearContext.Provider>
      </StrictMode>
    );
    // A transition lets React hydrate in slices and yield to the browser between them, instead of one long task.
    if (hydrating) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  };

  const missing = (what: string) => Promise.reject(new Error(`start did not fetch the page's ${what}`));
  const container = document.getElementById('root');
  // Hydration needs what the first render had: the page's chunk (the prerender lists it, `start` fetches it beside
  // this one), its strings (fetched from the translation files, see i18n/pageStrings) and its data (inlined, or in
  // the file `boot.dataHref` names). If any cannot be had, the page stays as the server sent it: readable, its links
  // and forms working without JavaScript.
  Promise.all([
    preloadPage(window.location.pathname),
    hydrating ? (strings ?? missing('strings')) : {},
    hydrating ? (boot.dataHref ? (data ?? missing('data')) : (boot.data ?? {})) : {},
  ]).then(
    ([, bundled, preloaded]) => {
      if (container) renderApp(container, bundled, preloaded);
    },
    (error: unknown) => console.error('The page could not be loaded; it stays as the server sent it.', error),
  );
}
