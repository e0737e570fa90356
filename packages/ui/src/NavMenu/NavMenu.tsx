import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { LinkComponent } from '../links';
import * as styles from './NavMenu.css';

export interface NavMenuItem {
  /** Visible name of the page. */
  label: string;
  href: string;
  /** The page being shown: marked with aria-current="page". */
  current?: boolean;
}

export interface NavMenuProps {
  /** Text of the button that opens the menu. */
  label: string;
  items: NavMenuItem[];
  /** Highlights the trigger when one of its pages (or a page under them) is shown. */
  active?: boolean;
  /** Renders the item links (the app's router link); a plain <a> by default. */
  linkComponent?: LinkComponent;
  /** Side of the trigger the menu lines up with. */
  align?: 'start' | 'center' | 'end';
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A navigation dropdown on Radix DropdownMenu: Enter, Space or ArrowDown opens it with focus on the
 * first link, arrows move, typing jumps to a label, Escape closes it and returns focus to the trigger.
 */
export function NavMenu({ label, items, active = false, linkComponent: Link = 'a', align = 'start' }: NavMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} data-active={active}>
        {label}
        <Chevron />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the navigation landmark, where it belongs. */}
      <DropdownMenu.Content className={styles.content} align={align} sideOffset={6} loop>
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
