import { hostForLocale, localeNames, locales, originOf, type Locale } from '@hraun/content';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { notFoundRoute, routeFor } from '../routes';

/** Same path in another language: the production domain when prerendered, the local preview host in a local browser. */
/** Spec section 9: translations reload about 100 ms after start. */
const TRANSLATION_RELOAD_DELAY_MS = 100;

const neverChanges = () => () => {};

/** The browser's host; null while prerendering and hydrating, so the first render matches the HTML. */
function useBrowserHost(): string | null {
  return useSyncExternalStore(neverChanges, () => window.location.host, () => null);
}

function useLanguageHref(target: Locale): string {
  const location = useLocation();
  // The not-found page is prerendered once for every unknown path, so it offers the other languages' home pages.
  const pathname = routeFor(location.pathname) === notFoundRoute ? '/' : location.pathname;
  const host = useBrowserHost();
  if (host === null) return `${originOf(target)}${pathname}`;
  return `${window.location.protocol}//${hostForLocale(host, target)}${pathname}`;
}

function LanguageLink({ target, current }: { target: Locale; current: Locale }) {
  const href = useLanguageHref(target);
  return (
    <a href={href} hrefLang={target} lang={target} aria-current={target === current ? 'true' : undefined}>
      {localeNames[target]}
    </a>
  );
}

export function Layout() {
  const { t, i18n } = useTranslation(['nav', 'site']);
  const locale = i18n.language as Locale;
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // The spec reloads translations shortly after start and whenever the language (and so `t`) changes;
  // a failed reload keeps the strings already shown.
  const language = i18n.language;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      i18n.reloadResources(language).catch(() => undefined);
    }, TRANSLATION_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [i18n, language]);
  return (
    <>
      <a href="#main">{t('site:skipToContent')}</a>
      <header>
        <Link to="/">{t('site:name')}</Link>
        <nav aria-label={t('nav:label')}>
          <NavLink to="/" end>
            {t('nav:home')}
          </NavLink>
        </nav>
        <nav aria-label={t('site:languageLabel')}>
          {locales.map((target) => (
            <LanguageLink key={target} target={target} current={locale} />
          ))}
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer>
        <p>{t('site:copyright', { year: 2026 })}</p>
      </footer>
    </>
  );
}
