'use client';

import { useSiteHeader, type SiteHeaderProps } from '../SiteHeader/SiteHeaderFrame';
import { NavMenu } from './NavMenu';

/**
 * `SiteHeader` whose dropdowns' code (Radix and its positioning, some 28 KB gzip) is not in the page's first load:
 * each dropdown's button renders as a plain button, and the code is fetched when a pointer comes near or the
 * button gets focus; a press that comes before it is in opens the menu as soon as it is. Same props as `SiteHeader`.
 */
export function SiteHeader(props: SiteHeaderProps) {
  return useSiteHeader(props, NavMenu);
}
