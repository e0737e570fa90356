// The UI package's stylesheets, as any consumer takes them: the optional reset and the brand fonts' metric-matched
// fallbacks (the faces themselves load after the first paint: head/fonts.ts). Each component brings its own CSS (in
// layers, so the site's own rules win without a fight over specificity): the site ships only the kit's rules it uses.
import '@hraun/ui/reset.css';
import '@hraun/ui/fonts/fallbacks.css';
// The agency's own theme (lava, basalt, the north Atlantic), applied to the whole page by its class on <html> (index.html).
import '@hraun/ui/themes/lava.css';
import { company, footerLinks, hostForLocale, localeNames, locales, menuLinks, originOf, pageAction, solutionMenu, type Locale, type PageLink, type SitePath, type TextKey } from '@hraun/content';
import {
  Button,
  CookieBar,
  Footer,
  LanguageSwitcher,
  ScrollToTop,
  SkipLink,
  type HeaderItem,
} from '@hraun/ui';
// The header whose dropdowns' code is fetched when a visitor reaches for one: it stays out of the first load.
import { SiteHeader } from '@hraun/ui/lazy';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { Outlet, useLocation } from 'react-router-dom';
import { BrandMark } from '../brand/BrandMark';
import { HydrationSlice } from './HydrationSlice';
import { RouterLink } from '../links';
import { isKnownPath, pageDrawsTrail } from '../routeTable';
import { useBrandFonts } from '../head/fonts';
import * as styles from './Layout.css';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { useCookieConsent } from './useCookieConsent';
import { useCurrentYear } from '../renderClock';

/** Spec section 9: translations reload about 100 ms after start. */
const TRANSLATION_RELOAD_DELAY_MS = 100;
/** Spec section 9: the bar turns solid after 20 px and the scroll-to-top button shows after 300 px. */
const SOLID_BAR_AFTER_PX = 20;
const SCROLL_TO_TOP_AFTER_PX = 300;

const neverChanges = () => () => {};

/** The browser's host; null while prerendering and hydrating, so the first render matches the HTML. */
function useBrowserHost(): string | null {
  return useSyncExternalStore(neverChanges, () => window.location.host, () => null);
}

/**
 * The same address in another language: the production domain when prerendered, the local preview host in a
 * browser. In the browser the query and fragment come along (an order page's `?pakki=` keeps its package); the
 * prerendered page cannot know them, and the first render must match it.
 */
function useLanguageHrefs(): Record<Locale, string> {
  const { pathname, search, hash } = useLocation();
  const host = useBrowserHost();
  // The not-found page is prerendered once for every unknown path, so until it is live it offers the other
  // languages' home pages; then the address it was asked for.
  const path = host === null && !isKnownPath(pathname) ? '/' : pathname;
  return Object.fromEntries(
    locales.map((target) => [
      target,
      host === null ? `${originOf(target)}${path}` : `${window.location.protocol}//${hostForLocale(host, target)}${path}${search}${hash}`,
    ]),
  ) as Record<Locale, string>;
}

const StickyActionBar = lazy(() => import('./stickyActionBar'));

/**
 * On a service or solution page, a phone keeps the page's call to action at the bottom of the screen once the hero's
 * has scrolled away: "get a quote", or "order" where the page has an order form. Drawn after hydration only (the
 * browser's host is known then), so the prerendered page and the first render match, and fetched in its own chunk.
 */
function PageActionBar({ pathname }: { pathname: string }) {
  const { t } = useSiteTranslation('nav');
  // A service or solution page's own call to action, from its folder (spec section 2: "The Express and hosting pages
  // go to their /panta pages").
  const host = useBrowserHost();
  const action = pageAction(pathname);
  if (host === null || !action) return null;
  return (
    <Suspense fallback={null}>
      <StickyActionBar label={t(action.labelKey)} href={action.to} linkComponent={RouterLink} />
    </Suspense>
  );
}

/** True when `pathname` is `href` or a page under it. */
const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);


function useHeaderItems(): HeaderItem[] {
  const { t } = useSiteTranslation('nav');
  const { pathname } = useLocation();
  // Items are keyed by their path (`id`), so a change of language keeps focus on the same link.
  const group = (
    label: string,
    base: SitePath,
    menu: readonly (PageLink & { groupKey?: TextKey; descriptionKey?: TextKey })[],
    allKey: 'allServices' | 'allSolutions',
  ) => ({
    id: base,
    label,
    active: isWithin(pathname, base),
    items: [
      ...menu.map(({ path, labelKey, groupKey, descriptionKey }) => ({
        id: path,
        label: t(labelKey),
        href: path,
        current: isWithin(pathname, path),
        group: groupKey && t(groupKey),
        description: descriptionKey && t(descriptionKey),
      })),
      { id: `${base}#all`, label: t(allKey), href: base, current: pathname === base },
    ],
  });
  const link = (label: string, href: string) => ({ id: href, label, href, current: isWithin(pathname, href) });
  return [
    group(t('services'), '/thjonusta', menuLinks('services'), 'allServices'),
    group(t('solutions'), '/lausnir', solutionMenu(), 'allSolutions'),
    link(t('projects'), '/verkefni'),
    link(t('news'), '/frettir'),
    // Prices are what a business owner looks for first: in the header, not only in the footer.
    link(t('nav:pages.verdskra'), '/verdskra'),
    link(t('nav:pages.fyrirtaekid'), '/fyrirtaekid'),
    link(t('contact'), '/hafa-samband'),
  ];
}

/**
 * The language switcher. Its links name the browser's host, which the prerendered page cannot know, so they
 * change right after hydration; kept in a component of its own, that change re-renders the switcher alone and
 * not the whole layout, in what would otherwise be one long task at start.
 */
function LanguageMenu({ label }: { label: string }) {
  const { i18n } = useSiteTranslation();
  const hrefs = useLanguageHrefs();
  return (
    <LanguageSwitcher
      label={label}
      options={locales.map((target) => ({
        locale: target,
        label: localeNames[target],
        short: target.toUpperCase(),
        href: hrefs[target],
        current: target === i18n.language,
      }))}
    />
  );
}

/** The cookie bar, shown after hydration while no choice is stored: on its own for the same reason. */
function CookieNotice() {
  const { t } = useSiteTranslation('cookies');
  const cookies = useCookieConsent();
  if (!cookies.visible) return null;
  return (
    <CookieBar
      title={t('title')}
      text={t('notice')}
      learnMore={{ label: t('learnMore'), href: '/vafrakokur' }}
      acceptLabel={t('accept')}
      rejectLabel={t('reject')}
      closeLabel={t('close')}
      onAccept={cookies.accept}
      onReject={cookies.reject}
      onClose={cookies.close}
      linkComponent={RouterLink}
    />
  );
}

/**
 * The shared layout of every route: header, the page, footer, cookie bar and scroll-to-top. Pages that open with a
 * hero draw their breadcrumbs in it; the layout draws them above any other page but home.
 */
export function Layout() {
  const { t, i18n } = useSiteTranslation(['nav', 'site', 'cookies', 'common']);
  const { pathname } = useLocation();
  const items = useHeaderItems();
  useBrandFonts();

  // Spec section 2: every route change starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The spec reloads translations shortly after start and whenever the language (and so `t`) changes, through
  // i18next's own reload (the backend fetches every loaded namespace again); a failed reload keeps the strings shown.
  const language = i18n.language;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      i18n.reloadResources(language).catch(() => undefined);
    }, TRANSLATION_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [i18n, language]);

  const year = useCurrentYear();
  // Home opens with a basalt band: the header joins it in the theme's dark scheme (Layout.css.ts, homeHeader). The
  // theme's class by name, as index.html has it: importing the kit's theme module for its name would bring its token
  // tables into every page's first load.
  const home = pathname === '/';

  // The theme is the kit's Lava, by its class on <html> (index.html), light or dark as the visitor's system says.
  return (
    <>
      <SkipLink href="#main">{t('site:skipToContent')}</SkipLink>
      <SiteHeader
        className={home ? `hraun-theme-lava ${styles.homeHeader}` : undefined}
        data-color-scheme={home ? 'dark' : undefined}
        brand={{ label: t('site:name'), href: '/', logo: <BrandMark />, showLabel: true }}
        navLabel={t('nav:label')}
        items={items}
        menuLabels={{ open: t('nav:openMenu'), close: t('nav:closeMenu') }}
        solidAfter={SOLID_BAR_AFTER_PX}
        // The page's one menu: a stable id the end-to-end tests find it by.
        menuId="mobile-menu"
        linkComponent={RouterLink}
        extras={<LanguageMenu label={t('site:languageLabel')} />}
        // In the bar at every width: at 1024 px the links fold into the menu, the quote button does not.
        action={
          <Button asChild size="sm">
            <RouterLink href="/fa-tilbod">{t('nav:quote')}</RouterLink>
          </Button>
        }
      />
      {pathname !== '/' && isKnownPath(pathname) && !pageDrawsTrail(pathname) && <PageBreadcrumbs />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <HydrationSlice>
      <Footer
        className={styles.siteFooter}
        brand={{ label: t('site:name'), href: '/', text: t('site:footer.about'), logo: <BrandMark />, showLabel: true }}
        contact={{
          title: t('site:footer.contactTitle'),
          phone: company.phone,
          phoneLabel: t('site:footer.phone'),
          email: company.email,
          emailLabel: t('site:footer.email'),
          // One city a line: joined by a separator, a wrapped line started or ended with it in some language.
          lines: company.locations.map((office) => t(office.cityKey)),
        }}
        columns={[
          {
            id: 'services',
            title: t('nav:services'),
            links: footerLinks('services').map(({ path, labelKey }) => ({ id: path, label: t(labelKey), href: path })),
          },
          {
            id: 'company',
            title: t('site:footer.companyTitle'),
            links: footerLinks('company').map(({ path, labelKey }) => ({ id: path, label: t(labelKey), href: path })),
          },
        ]}
        social={{ label: t('site:footer.social'), links: company.social.map((profile) => ({ label: profile.name, href: profile.url })) }}
        legalLine={t('site:copyright', { year })}
        legal={{
          label: t('site:footer.legal'),
          links: footerLinks('legal').map(({ path, labelKey }) => ({ id: path, label: t(labelKey), href: path })),
        }}
        linkComponent={RouterLink}
      />
      </HydrationSlice>
      {/* After the footer: the bar adds no room at the page's end and steps aside while that end is on screen, so a
          service page ends like any other (review 37, 3). */}
      <PageActionBar pathname={pathname} />
      <CookieNotice />
      <ScrollToTop label={t('site:scrollToTop')} threshold={SCROLL_TO_TOP_AFTER_PX} />
    </>
  );
}
