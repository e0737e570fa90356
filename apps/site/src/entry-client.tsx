import { localeFromHost } from '@hraun/content';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { readBoot } from './boot';
import { PreloadedDataContext } from './data/queries';
import { createI18n, localeFromQuery, STORED_LANGUAGE_KEY, TEST_MODE_LANGUAGE } from './i18n/createI18n';
import { namespacesFor, notFoundRoute, routeFor } from './routes';

function rememberLanguage(language: string) {
  try {
    if (language === TEST_MODE_LANGUAGE) return;
    window.localStorage.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Storage can be disabled; the host still decides the language.
  }
}

// A stored preference never outranks the host: it is cleared at start and then mirrors the active language.
try {
  window.localStorage.removeItem(STORED_LANGUAGE_KEY);
} catch {
  // Storage unavailable.
}

const boot = readBoot(document);
const locale = localeFromQuery(window.location.search) ?? localeFromHost(window.location.host);
// Hydrate only what was rendered for this very page: the same language, and the same path unless the
// server answered its shared not-found page for a path the browser's routes know (a project added later).
const samePage = boot !== null && (boot.path === window.location.pathname || routeFor(window.location.pathname) === notFoundRoute);
const hydrating = boot !== null && boot.locale === locale && samePage;
const i18n = createI18n({
  locale,
  bundled: hydrating ? boot.resources : {},
  load: namespacesFor(window.location.pathname),
  withBackend: true,
});
rememberLanguage(i18n.language);
i18n.on('languageChanged', rememberLanguage);

const app = (
  <StrictMode>
    <PreloadedDataContext.Provider value={hydrating ? (boot.data ?? {}) : {}}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </PreloadedDataContext.Provider>
  </StrictMode>
);

const container = document.getElementById('root');
if (container) {
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
