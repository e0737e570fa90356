import type { Locale } from '@hraun/content';

/** What the prerendered page hands the browser: its language, which strings and data its first render used. */
export interface BootData {
  locale: Locale;
  /** The path the page was rendered for (the not-found page serves many). */
  path: string;
  /** The translation namespaces of its first render (the app's i18next fetches them from `/locales/`). */
  namespaces: string[];
  /**
   * Results of the page's reads, by query key (see data/queries), as the server rendered them. The prerender moves
   * them out of the HTML into a file named by `dataHref` (see data/pageData).
   */
  data?: Record<string, unknown>;
  /** Where the page's read results are, when the prerender took them out of the HTML (`/assets/data/{hash}.json`). */
  dataHref?: string;
  /** The year the prerender's clock read: what the first render in the browser shows (see renderClock). */
  year: number;
  /**
   * The hashed scripts the page runs (app and page chunks, `/assets/…`), written by the prerender: `start`
   * fetches them side by side once the page has been painted.
   */
  chunks?: string[];
  /** The app's module (`/assets/entry-client-….js`), written by the prerender: `start` runs it after the first paint. */
  app?: string;
}

/**
 * What `start` hands the app: the page's boot data and the request it has begun for the page's data.
 * The app awaits these instead of fetching again (and imports none of start's modules, so the small entry that the
 * HTML loads stays one file: see vite.config.ts).
 */
export interface AppHandoff {
  boot: BootData | null;
  /** The results of the page's reads, from `boot.dataHref`. */
  data?: Promise<Record<string, unknown>>;
}

const BOOT_ELEMENT_ID = 'boot';

/** Reads the inlined boot data; a missing or broken block yields null and the app renders from scratch. */
export function readBoot(doc: Document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}
