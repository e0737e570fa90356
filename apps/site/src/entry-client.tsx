import { localeFromHost } from '@hraun/content';
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import type { AppHandoff } from './boot';
import { PreloadedDataContext, type PreloadedData } from './data/queries';
import { RenderedYearContext } from './renderClock';
import { createBrowserI18n, localeFromQuery, STORED_LANGUAGE_KEY, TEST_MODE_LANGUAGE } from './i18n/createI18n';
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
export function startApp({ boot, data }: AppHandoff): void {
  // A stored preference never outranks the host: it is cleared at start and then mirrors the active language.
  try {
    window.localStorage.removeItem(STORED_LANGUAGE_KEY);
  } catch {
    // Storage unavailable.
  }

  const locale = localeFromQuery(window.location.search) ?? localeFromHost(window.location.host);
  const { pathname } = window.location;
  // Hydrate only what was rendered for this very page: the same language, and the same path unless the
  // server answered its shared not-found page for a path the browser's routes know (a project added later).
  const samePage = boot !== null && (boot.path === pathname || routeFor(pathname) === notFoundRoute);
  const hydrating = boot !== null && boot.locale === locale && samePage && Array.isArray(boot.namespaces);
  const namespaces = [...new Set([...(hydrating ? boot.namespaces : []), ...namespacesFor(pathname)])];

  const renderApp = (container: HTMLElement, i18n: I18n, preloaded: PreloadedData) => {
    rememberLanguage(i18n.language);
    i18n.on('languageChanged', rememberLanguage);

    const app = (
      <StrictMode>
        <RenderedYearContext.Provider value={hydrating && typeof boot.year === 'number' ? boot.year : null}>
          <PreloadedDataContext.Provider value={preloaded}>
            <I18nextProvider i18n={i18n}>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </I18nextProvider>
          </PreloadedDataContext.Provider>
        </RenderedYearContext.Provider>
      </StrictMode>
    );
    // A transition lets React hydrate in slices and yield to the browser between them, instead of one long task.
    if (hydrating) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  };

  const container = document.getElementById('root');
  // Hydration needs what the first render had: the page's chunk (the prerender lists it, `start` fetches it beside
  // this one), its strings (i18next-http-backend, from the translation files) and its data (inlined, or in the file
  // `boot.dataHref` names). If any cannot be had, the page stays as the server sent it: readable, its links and
  // forms working without JavaScript.
  Promise.all([
    preloadPage(pathname),
    createBrowserI18n(locale, namespaces),
    hydrating ? (boot.dataHref ? (data ?? Promise.reject(new Error("start did not fetch the page's data"))) : (boot.data ?? {})) : {},
  ]).then(
    ([, i18n, preloaded]) => {
      const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
      if (hydrating && missing.length > 0) throw new Error(`the strings of ${missing.join(', ')} could not be loaded`);
      if (container) renderApp(container, i18n, preloaded);
    },
  ).catch((error: unknown) => console.error('The page could not be loaded; it stays as the server sent it.', error));
}
