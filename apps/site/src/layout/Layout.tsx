import { hostForLocale, localeNames, locales, originOf, type Locale } from '@hraun/content';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';

/** Same path in another language: the production domain when prerendered, the local preview host in a local browser. */
function useLanguageHref(target: Locale): string {
  const { pathname } = useLocation();
  const [href, setHref] = useState(`${originOf(target)}${pathname}`);
  useEffect(() => {
    setHref(`${window.location.protocol}//${hostForLocale(window.location.host, target)}${pathname}`);
  }, [pathname, target]);
  return href;
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
