import { createContext, useContext, useEffect } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@hraun/content';
import { applyHeadTags, headTags, type PageMeta } from './head';

/** Filled during a server render so the prerender can write the page's head. */
export interface HeadCollector {
  declare(meta: PageMeta, status: number): void;
}

/** A collector for one server render; read `meta` and `status` after rendering. */
export function createHeadCollector() {
  const collected: { meta?: PageMeta; status: number } = { status: 200 };
  const collector: HeadCollector = {
    declare(meta, status) {
      collected.meta = meta;
      collected.status = status;
    },
  };
  return { collector, collected };
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's head. On the server it is collected synchronously during render; in the
 * browser it is applied after each navigation.
 */
export function useHead(meta: PageMeta, status = 200): void {
  const collector = useContext(HeadCollectorContext);
  const { pathname } = useLocation();
  const { t, i18n } = useSiteTranslation('site');
  const locale = i18n.language as Locale;
  collector?.declare(meta, status);
  const siteTitle = t('title');
  const siteName = t('name');
  const serialized = JSON.stringify(meta);
  useEffect(() => {
    applyHeadTags(headTags(JSON.parse(serialized) as PageMeta, { locale, path: pathname, siteTitle, siteName }), document);
    document.documentElement.lang = locale;
  }, [serialized, pathname, locale, siteTitle, siteName]);
}
