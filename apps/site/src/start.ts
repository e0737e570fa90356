import { readBoot, type AppHandoff, type BootData } from './boot';
import type * as App from './entry-client';

/**
 * The page is whole in its prerendered HTML (text, styles, links and forms all work without JavaScript); the
 * app only makes it interactive. So it is fetched once the page has been painted: on a phone's slow link the
 * text shows first instead of sharing the connection with some 100 KB of scripts.
 */
function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    run();
  };
  // A hidden tab paints nothing: start at once.
  if (document.visibilityState === 'hidden') return once();
  // The browser's own report of the first contentful paint (an animation frame comes before the frame is
  // shown, not after). Without paint timing, or if no report comes, a short wait stands in for it.
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    observer = null;
  }
  setTimeout(once, observer ? PAINT_REPORT_TIMEOUT_MS : 0);
}

/** How long to wait for a paint report before starting anyway. */
const PAINT_REPORT_TIMEOUT_MS = 1500;

/**
 * Starts fetching one of the app's modules. An `import()` rather than a `<link rel="modulepreload">`: inserting a
 * link costs the main thread five times as much (2.5 ms on a phone-speed CPU), and a module whose imports are all
 * there is evaluated on its own, in a short task, instead of in the app's one long evaluation.
 */
function importModule(href: string) {
  // A module that cannot be fetched fails the app's own import of it, where that is handled.
  import(/* @vite-ignore */ href).catch(() => undefined);
}

/**
 * The page's HTML inlines only the rules its own markup uses (scripts/critical-css.ts), so that it arrives in the
 * first round trip. The whole site style sheet, which the app's other states and pages need, is added now; the app
 * renders nothing before it is there (or has failed: the page's own rules still hold what the HTML shows).
 */
function loadSiteStyles(): Promise<void> {
  const href = document.querySelector<HTMLStyleElement>('style[data-href]')?.dataset.href;
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.siteStyles = '';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * The app's module. Named by the prerendered page (`boot.app`) rather than imported here by path: a path import
 * makes the bundler wrap it in a preloading helper of some 2 KB, and this entry is the one script the first paint's
 * connection carries. The development server has no prerendered page, so it imports by path; `import.meta.hot` is
 * there only (every build, the development build included, drops that branch), so the entry every built page has
 * written in imports nothing by path (scripts/page-assets.ts, inlineEntryScript).
 */
function loadApp(boot: BootData | null): Promise<typeof App> | null {
  if (import.meta.hot) return import('./entry-client');
  return boot?.app ? (import(/* @vite-ignore */ boot.app) as Promise<typeof App>) : null;
}

/** The page's read results (`boot.dataHref`): a JSON object, or a failure the app reports. */
async function fetchPageData(href: string): Promise<Record<string, unknown>> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`failed loading ${href}; status code: ${response.status}`);
  const data: unknown = await response.json();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`failed parsing ${href} to json`);
  return data as Record<string, unknown>;
}

afterFirstPaint(async () => {
  const siteStyles = loadSiteStyles();
  const boot = readBoot(document);
  const handoff: AppHandoff = { boot };
  // Every chunk at once rather than one import after another, and the page's data beside them; the app awaits
  // the same requests (and reports their failure). The page's strings are the app's i18next's to fetch.
  for (const href of boot?.chunks ?? []) importModule(href);
  if (boot?.dataHref) {
    handoff.data = fetchPageData(boot.dataHref);
    handoff.data.catch(() => undefined);
  }
  await siteStyles;
  try {
    (await loadApp(boot))?.startApp(handoff);
  } catch (error) {
    console.error('The page could not be loaded; it stays as the server sent it.', error);
  }
});
