'use client';

import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Chevron } from '../NavMenu/Chevron';
import * as styles from '../NavMenu/NavMenu.css';
import type { renderNavMenuDropdown as renderDropdown } from '../NavMenu/NavMenuDropdown';
import type { NavMenuProps, NavMenuStart } from '../NavMenu/types';

type Dropdown = typeof renderDropdown;

/** Shared by every NavMenu on the page: the menu code is fetched once, and each menu hears when it is in. */
let dropdown: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;
// Plain array and string (not Sets) so that importing the module runs no code and stays tree-shakeable.
let listeners: Array<() => void> = [];
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('../NavMenu/NavMenuDropdown').then(
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
