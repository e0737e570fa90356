import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Chevron, type NavMenuProps } from './NavMenu';
import * as styles from './NavMenu.css';

/** How the menu is to start once its code is in, after a visitor reached for the trigger it stands in for. */
export interface NavMenuStart {
  /** The visitor pressed or clicked the trigger: open at once. */
  open: boolean;
  /** The trigger had focus: the new one takes it over. */
  focusTrigger: boolean;
  /** Opened with Enter, Space or ArrowDown: focus goes to the first link, as Radix does for keys. */
  focusFirstItem: boolean;
}

/** The Radix menu behind NavMenu, in its own chunk: only pages where someone reaches for a menu load it. */
export function NavMenuDropdown({
  label,
  items,
  active = false,
  linkComponent: Link = 'a',
  align = 'start',
  start,
}: NavMenuProps & { start: NavMenuStart }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Before paint, so focus never visibly leaves the trigger while one button replaces the other.
  useLayoutEffect(() => {
    if (start.focusTrigger && !start.open) triggerRef.current?.focus();
  }, [start]);
  // After the menu's own focus on opening (its effects run first, being children of this one).
  useEffect(() => {
    if (start.open && start.focusFirstItem) contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [start]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={start.open}>
      <DropdownMenu.Trigger ref={triggerRef} className={styles.trigger} data-active={active}>
        {label}
        <Chevron />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the navigation landmark, where it belongs. */}
      <DropdownMenu.Content
        ref={contentRef}
        className={styles.content}
        align={align}
        sideOffset={6}
        loop
      >
        {items.map((item) => (
          <DropdownMenu.Item key={item.href} asChild>
            <Link className={styles.item} href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The menu as an element, for NavMenu to return once this module is in (a function, not a component type). */
export function renderNavMenuDropdown(props: NavMenuProps & { start: NavMenuStart }) {
  return <NavMenuDropdown {...props} />;
}
