import { NavMenuDropdown } from './NavMenuDropdown';
import type { NavMenuProps } from './types';

/**
 * A navigation dropdown on Radix DropdownMenu: Enter, Space or ArrowDown opens it with focus on the
 * first link, arrows move, typing jumps to a label, Escape closes it and returns focus to the trigger, and Tab
 * (or Shift+Tab) closes it and goes on to the next control (or back to the trigger).
 *
 * Its code (Radix and its positioning, some 28 KB gzip) comes with it. To keep it out of a page's first load, take
 * the `NavMenu` (or `SiteHeader`) of `@hraun/ui/lazy`, which renders a plain button and fetches the menu when a
 * pointer comes near or the button gets focus.
 */
export function NavMenu(props: NavMenuProps) {
  return <NavMenuDropdown {...props} />;
}
