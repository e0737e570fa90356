import type { LinkRenderer } from '../links';

// The menu's types, apart from its modules: NavMenu, its dropdown and the sections helper all read them, and none
// of them imports another for a type (no import circle).

export interface NavMenuItem {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Visible name of the page. */
  label: string;
  /** Address of the page. */
  href: string;
  /** The page being shown: marked with `aria-current="page"`. Default `false`. */
  current?: boolean;
  /**
   * One line under the label saying what the page offers ("Online stores on WooCommerce or Shopify"): the link's
   * accessible description, not part of its name. Shown in the dropdown, left out of the mobile menu. Optional.
   */
  description?: string;
  /**
   * Heading of the group the item belongs to ("Retail and sales"). Consecutive items with the same group are drawn
   * under one heading (a labelled group); items without one stand outside any group. Optional.
   */
  group?: string;
}

export interface NavMenuProps {
  /** Text of the button that opens the menu: one or two words. */
  label: string;
  /** The pages the menu lists, in order. */
  items: NavMenuItem[];
  /** Highlights the trigger when one of its pages (or a page under them) is shown. Default `false`. */
  active?: boolean;
  /** Renders the item links (the app's router link, forwarding its ref); a plain `<a>` by default. */
  linkComponent?: LinkRenderer;
  /** Side of the trigger the menu lines up with: `'start'`, `'center'` or `'end'`. Default `'start'`. */
  align?: 'start' | 'center' | 'end';
  /**
   * Opens the menu as soon as it is on the page (its code is fetched at once; focus moves into it, as on any
   * opening): for a design reference or a story that shows the open menu, not for a site's pages. Default `false`.
   */
  defaultOpen?: boolean;
}

/** How the menu is to start once its code is in, after a visitor reached for the trigger it stands in for. */
export interface NavMenuStart {
  /** The visitor pressed or clicked the trigger: open at once. */
  open: boolean;
  /** The trigger had focus: the new one takes it over. */
  focusTrigger: boolean;
  /** Opened with Enter, Space or ArrowDown: focus goes to the first link, as Radix does for keys. */
  focusFirstItem: boolean;
}
