'use client';

import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { LinkComponent } from '../links';
import { Chevron } from './Chevron';
import * as styles from './NavMenu.css';
import type { NavMenuStart, renderNavMenuDropdown as renderDropdown } from './NavMenuDropdown';

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
   * One line under the label saying what the page offers ("Netverslanir á WooCommerce eða Shopify"): the link's
   * accessible description, not part of its name. Shown in the dropdown, left out of the mobile menu. Optional.
   */
  description?: string;
  /**
   * Heading of the group the item belongs to ("Verslun og sala"). Consecutive items with the same group are drawn
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
  linkComponent?: LinkComponent;
  /** Side of the trigger the menu lines up with: `'start'`, `'center'` or `'end'`. Default `'start'`. */
  align?: 'start' | 'center' | 'end';
  /**
   * Opens the menu as soon as it is on the page (its code is fetched at once; focus moves into it, as on any
   * opening): for a design reference or a story that shows the open menu, not for a site's pages. Default `false`.
   */
  defaultOpen?: boolean;
}

type Dropdown = typeof renderDropdown;

/** Shared by every NavMenu on the page: the menu code is fetched once, and each menu hears when it is in. */
let dropdown: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;
// Plain array and string (not Sets) so that importing the module runs no code and stays tree-shakeable.
let listeners: Array<() => void> = [];
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('./NavMenuDropdown').then(
    (module) => {
      dropdown = module.renderNavMenuDropdown;
      listeners.forEach((listener) => listener());
      return dropdown;
    },
    (error: unknown) => {
      loading = null; // a failed fetch is tried again on the next reach for the menu
      throw error;
    },
  );
  return loading;
}
const subscribe = (listener: () => void) => {
  listeners = [...listeners, listener];
  return () => {
    listeners = listeners.filter((other) => other !== listener);
  };
};

const isOpeningKey = (key: string) => key === 'Enter' || key === ' ' || key === 'ArrowDown';

/**
 * A navigation dropdown on Radix DropdownMenu: Enter, Space or ArrowDown opens it with focus on the
 * first link, arrows move, typing jumps to a label, Escape closes it and returns focus to the trigger, and Tab
 * (or Shift+Tab) closes it and goes on to the next control (or back to the trigger).
 *
 * The menu's code (Radix and its positioning, some 28 KB gzip) is not in the page's first load: the
 * trigger renders as a plain button, the code is fetched when a pointer comes near or the trigger gets
 * focus, and a press that comes before it is in opens the menu as soon as it is.
 */
export function NavMenu(props: NavMenuProps) {
  const { label, active = false, defaultOpen = false } = props;
  // The server's snapshot (none) while hydrating, so the plain button matches the HTML; the code once it is in.
  const renderMenu = useSyncExternalStore(subscribe, () => dropdown, () => null);
  const [start, setStart] = useState<NavMenuStart>(defaultOpen ? { ...idle, open: true } : idle);
  useEffect(() => {
    if (defaultOpen) loadDropdown().catch(() => {});
  }, [defaultOpen]);

  if (renderMenu) return renderMenu({ ...props, start });

  const reach = (intent: NavMenuStart) => {
    setStart((was) => ({
      open: was.open || intent.open,
      focusTrigger: was.focusTrigger || intent.focusTrigger,
      focusFirstItem: was.focusFirstItem || intent.focusFirstItem,
    }));
    // Offline: the button stays as it is, and the next reach for it tries again.
    loadDropdown().catch(() => {});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isOpeningKey(event.key)) return;
    event.preventDefault();
    reach({ open: true, focusTrigger: true, focusFirstItem: true });
  };

  return (
    <button
      type="button"
      className={styles.trigger}
      data-active={active}
      data-state="closed"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => reach(idle)}
      onFocus={() => reach({ ...idle, focusTrigger: true })}
      onBlur={() => setStart((was) => ({ ...was, focusTrigger: false }))}
      onPointerDown={(event) => {
        if (event.button === 0) reach({ open: true, focusTrigger: false, focusFirstItem: false });
      }}
      onKeyDown={onKeyDown}
    >
      {label}
      <Chevron />
    </button>
  );
}

const idle: NavMenuStart = { open: false, focusTrigger: false, focusFirstItem: false };
