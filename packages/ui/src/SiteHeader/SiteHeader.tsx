'use client';

import { NavMenu } from '../NavMenu';
import { useSiteHeader, type SiteHeaderProps } from './SiteHeaderFrame';

export type { HeaderGroup, HeaderItem, HeaderLink, SiteHeaderProps } from './SiteHeaderFrame';

/**
 * The site's top bar: brand, links and dropdown menus (Radix DropdownMenu) for wide screens, a menu
 * button with toggling submenus for narrow ones. The bar turns solid after `solidAfter` px of scroll; the
 * mobile menu closes on any link click and on Escape (focus goes back to its button), and when focus or a tap
 * goes elsewhere on the page: it lies over the page, so an element focused behind it would be hidden under it.
 *
 * The dropdowns' code comes with it; the `SiteHeader` of `@hraun/ui/lazy` fetches it only when a visitor reaches
 * for a dropdown.
 */
export function SiteHeader(props: SiteHeaderProps) {
  return useSiteHeader(props, NavMenu);
}
