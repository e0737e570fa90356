import { readBoot } from './boot';
import { fetchPageStrings } from './i18n/pageStrings';

/**
 * The page is whole in its prerendered HTML (text, styles, links and forms all work without JavaScript); the
 * app only makes it interactive. So it is fetched once the page has been painted: on a phone's slow link the
 * text shows first instead of sharing the connection with some 140 KB of scripts.
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

afterFirstPaint(() => {
  const boot = readBoot(document);
  // Every chunk at once, not one import after another; the `crossorigin` matches the module requests.
  for (const href of boot?.chunks ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The page's strings come beside the chunks; the app picks up the same requests (and reports a failure).
  if (boot?.namespaces) fetchPageStrings(boot.locale, boot.namespaces).catch(() => undefined);
  void import('./entry-client');
});
