'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Chevron } from './Chevron';
import type { NavMenuProps, NavMenuStart } from './types';
import * as styles from './NavMenu.css';
import { itemKey } from '../internal/itemKey';
import { sectionsOf } from './sections';
import { RenderLink } from '../internal/RenderLink';


// React 18's server renderer warns about layout effects; the menu now renders on the server too (NavMenu, SiteHeader),
// where there is nothing to focus anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

// Radix measures the collision margin in px: a 1rem gap between an open dropdown and the window's edge.
const COLLISION_PADDING = 16;

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element after `boundary` in the page's tab order (document order; no positive tabindex on this site). */
function nextTabbableAfter(boundary: HTMLElement): HTMLElement | null {
  const candidates = boundary.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE);
  for (const candidate of candidates) {
    if (boundary.contains(candidate)) continue;
    if (!(boundary.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (candidate.getClientRects().length === 0) continue;
    return candidate;
  }
  return null;
}

// How a menu whose code came with the page starts: closed, or open for a story (`defaultOpen`).
const CLOSED: NavMenuStart = { open: false, focusTrigger: false, focusFirstItem: false };
const OPENED: NavMenuStart = { open: true, focusTrigger: false, focusFirstItem: false };

/** The Radix menu: `NavMenu` renders it at once; the `NavMenu` of `@hraun/ui/lazy` fetches this module when reached for. */
export function NavMenuDropdown({
  label,
  items,
  active = false,
  linkComponent,
  align = 'start',
  defaultOpen = false,
  start = defaultOpen ? OPENED : CLOSED,
}: NavMenuProps & { start?: NavMenuStart }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Open from the first render by `defaultOpen` (not by a visitor's click that loaded the lazy menu).
  const openAtRest = useRef(start === OPENED);
  const baseId = useId();
  // A menu open at rest (`defaultOpen`) does not take focus when the page loads: focus stays where the page put it.
  // Taking it also blurred every other window or frame, and Radix closes an open menu on its window's blur, so on a
  // docs page (each story a frame) only the last menu stayed open. Opened by the visitor, the menu takes focus as
  // before. Radix's DropdownMenu leaves `onOpenAutoFocus` out of its types but passes it to the menu's content, which
  // calls it before focusing itself.
  const restingFocus: Record<string, unknown> = {
    onOpenAutoFocus: (event: Event) => {
      if (!openAtRest.current) return;
      openAtRest.current = false;
      event.preventDefault();
    },
  };
  const sections = sectionsOf(items);
  const grouped = sections.some((section) => section.group);
  // Before paint, so focus never visibly leaves the trigger while one button replaces the other.
  useClientLayoutEffect(() => {
    if (start.focusTrigger && !start.open) triggerRef.current?.focus();
  }, [start]);
  // After the menu's own focus on opening (its effects run first, being children of this one).
  useEffect(() => {
    if (start.open && start.focusFirstItem) contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [start]);
  // Radix keeps Tab inside a menu; in a site's navigation Tab should go on. Tab goes to what follows the menu,
  // Shift+Tab back to its trigger; focus leaving the menu closes it, without sending focus back to the trigger.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !contentRef.current) return;
    event.preventDefault();
    const target = event.shiftKey ? triggerRef.current : nextTabbableAfter(contentRef.current);
    (target ?? triggerRef.current)?.focus();
  };
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
        data-grouped={grouped}
        align={align}
        sideOffset={6}
        // Never flush with the window's edge: a wide panel near the edge moves in by this margin (px).
        collisionPadding={COLLISION_PADDING}
        loop
        onKeyDown={onKeyDown}
        {...restingFocus}
      >
        {sections.map((section, sectionIndex) => {
          const links = section.items.map((item) => {
            const index = items.indexOf(item);
            const id = `${baseId}-${index}`;
            return (
              // Typeahead matches the label, not the description.
              <DropdownMenu.Item key={itemKey(item, index)} asChild textValue={item.label}>
                <RenderLink as={linkComponent}
                  className={styles.item}
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  // The name is the label alone; the description is read after it, as the item's description. It is
                  // hidden from the name's computation (aria-hidden), which a reference by aria-describedby still reads.
                  aria-describedby={item.description ? `${id}-text` : undefined}
                >
                  {item.label}
                  {item.description && (
                    <span id={`${id}-text`} className={styles.description} aria-hidden="true">
                      {item.description}
                    </span>
                  )}
                </RenderLink>
              </DropdownMenu.Item>
            );
          });
          if (!section.group) return <div key={`s${sectionIndex}`} className={styles.loose}>{links}</div>;
          const headingId = `${baseId}-g${sectionIndex}`;
          return (
            <DropdownMenu.Group key={`s${sectionIndex}`} className={styles.group} aria-labelledby={headingId}>
              <DropdownMenu.Label id={headingId} className={styles.groupLabel}>
                {section.group}
              </DropdownMenu.Label>
              {links}
            </DropdownMenu.Group>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The menu as an element, for NavMenu to return once this module is in (a function, not a component type). */
export function renderNavMenuDropdown(props: NavMenuProps & { start: NavMenuStart }) {
  return <NavMenuDropdown {...props} />;
}
