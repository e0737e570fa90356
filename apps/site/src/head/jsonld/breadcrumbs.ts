import type { Locale } from '@hraun/content';
import { absoluteUrl } from '../social-image';
import { CONTEXT } from './common';

export interface Crumb {
  name: string;
  /** Path on the current domain, e.g. '/thjonusta'. */
  path: string;
}

/** BreadcrumbList of the trail shown on the page, home first. */
export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}
