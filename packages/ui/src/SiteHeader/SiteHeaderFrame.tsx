'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { LinkRenderer } from '../links';
import type { NavMenuItem, NavMenuProps } from '../NavMenu/types';
import { sectionsOf } from '../NavMenu/sections';
import { joinClasses } from '../internal/joinClasses';
import { useScrolledPast } from '../internal/useScrolledPast';
import { MENU_OPEN_ATTRIBUTE } from '../internal/menuOpen';
import * as styles from './SiteHeader.css';
import { itemKey } from '../internal/itemKey';
import type { SectionAttributes } from '../internal/attributes';
import { RenderLink } from '../internal/RenderLink';

/** A top-level link of the header. */
export interface HeaderLink {
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
  /** The page being shown. */
  current?: boolean;
}

/** A top-level dropdown of the header (services, solutions). */
export interface HeaderGroup {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Text of the button that opens the group. */
  label: string;
  /** The group's pages, in order. */
  items: NavMenuItem[];
  /** One of its pages, or a page under them, is shown. */
  active?: boolean;
  /**
   * Side of its button the open dropdown lines up with: `'start' | 'center' | 'end'`, default `'start'`. Whatever
   * the side, the dropdown keeps a margin from the edges of the window.
   */
  align?: 'start' | 'center' | 'end';
}

export type HeaderItem = HeaderLink | HeaderGroup;

export interface SiteHeaderProps extends SectionAttributes {
  /**
   * The brand link, usually to the home page. `label` names the link; `logo` (an `<img>` or an inline SVG,
   * decorative: the label names the link) is drawn before it, and with a logo the label is visually hidden unless
   * `showLabel` is set: `true` shows it at every width, `'wide'` from the header's `breakpoint` up only, so a phone's
   * bar keeps the logo, the action and the menu button on one line.
   */
  brand: { label: string; href: string; logo?: ReactNode; showLabel?: boolean | 'wide' };
  /** Accessible name of the main navigation. */
  navLabel: string;
  /** Links and dropdown groups of the navigation, in order: a dropdown on wide screens, a toggled list in the mobile menu. */
  items: HeaderItem[];
  /** Language switcher and a call to action, shown at the end of the bar (and in the mobile menu). */
  extras?: ReactNode;
  /**
   * The header's one call to action (a quote or sign-up button), kept in the bar at every width: after `extras` on
   * wide screens and beside the menu button below the breakpoint, where the other links fold into the menu. Put it
   * here rather than in `extras` when a visitor should never have to open the menu to find it.
   */
  action?: ReactNode;
  /** Labels of the mobile menu button. */
  menuLabels: { open: string; close: string };
  /** Scroll distance in px after which the bar gets its solid background. Default `20`. */
  solidAfter?: number;
  /** Renders every link (pass the app's router link, which must forward its ref); a plain `<a>` by default. */
  linkComponent?: LinkRenderer;
  /**
   * The mobile menu is open when the header first renders (it still closes as usual): for a design reference or a
   * story that shows the open menu, not for a site's pages. Default `false`.
   */
  defaultMenuOpen?: boolean;
  /**
   * From which breakpoint the navigation shows in the bar (with dropdowns) instead of behind the menu button:
   * `'desktop'` (80rem, room for many links and a language switcher) or `'wide'` (48rem, for a short
   * navigation). Default `'desktop'`.
   */
  breakpoint?: 'wide' | 'desktop';
  /** Id of the mobile menu's panel (the menu button's `aria-controls`); made up when not given. */
  menuId?: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

const isGroup = (item: HeaderItem): item is HeaderGroup => 'items' in item;

function Chevron({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** One dropdown of the mobile menu: a disclosure button and its links. */
function MobileGroup({ group, linkComponent, onNavigate }: { group: HeaderGroup; linkComponent?: LinkRenderer; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={listId}
        data-active={group.active ?? false}
        onClick={() => setOpen((value) => !value)}
      >
        {group.label}
        <Chevron className={styles.chevron} />
      </button>
      {/* Indented under a rule, in a lighter weight than the parents: the sub-items read as the group's, not as peers.
          Grouped items (the solutions) sit under their group's heading; the descriptions stay in the wide dropdown. */}
      <ul id={listId} className={styles.subList} hidden={!open}>
        {sectionsOf(group.items).map((section, sectionIndex) => {
          const links = section.items.map((item) => (
            <li key={itemKey(item, group.items.indexOf(item))}>
              <RenderLink as={linkComponent} className={styles.subLink} href={item.href} aria-current={item.current ? 'page' : undefined} onClick={onNavigate}>
                {item.label}
              </RenderLink>
            </li>
          ));
          if (!section.group) return links;
          const headingId = `${listId}-${sectionIndex}`;
          return (
            <li key={`s${sectionIndex}`}>
              <span id={headingId} className={styles.subHeading}>
                {section.group}
              </span>
              <ul className={styles.subGroup} aria-labelledby={headingId}>
                {links}
              </ul>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * The header's bar and mobile menu, with the dropdown component it is given: `SiteHeader` gives the menu with its
 * code, `@hraun/ui/lazy`'s gives the one that fetches its code when reached for (private to the package). A hook
 * that returns the header, so that each SiteHeader is a client component that picks its menu in its own module:
 * a component passed as a prop from a server module could not cross to the client.
 */
export function useSiteHeader(
  { brand, navLabel, items, extras, action, menuLabels, solidAfter = 20, linkComponent, defaultMenuOpen = false, breakpoint = 'desktop', menuId, className, ...rest }: SiteHeaderProps,
  Menu: ComponentType<NavMenuProps>,
) {
  const madeMenuId = useId();
  const panelId = menuId ?? madeMenuId;
  const scrolled = useScrolledPast(solidAfter);
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // Tab past the menu's last link, or a tap on the page below it: the visitor has left the menu.
    const onLeave = (event: Event) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onLeave);
    document.addEventListener('pointerdown', onLeave);
    // While the menu is open the page under it does not scroll (the menu scrolls on its own), and other floating
    // controls (scroll-to-top) stand aside: both read this attribute of the root element.
    document.documentElement.setAttribute(MENU_OPEN_ATTRIBUTE, '');
    return () => {
      document.documentElement.removeAttribute(MENU_OPEN_ATTRIBUTE);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onLeave);
      document.removeEventListener('pointerdown', onLeave);
    };
  }, [menuOpen]);

  return (
    <header {...rest} ref={headerRef} className={joinClasses(styles.header, className)} data-scrolled={scrolled} data-menu-open={menuOpen} data-breakpoint={breakpoint}>
      <div className={styles.bar}>
        <RenderLink as={linkComponent} className={styles.brand} href={brand.href}>
          {brand.logo ? (
            <>
              <span className={styles.logo} aria-hidden="true">
                {brand.logo}
              </span>
              <span className={brand.showLabel === 'wide' ? styles.wideLabel : brand.showLabel ? undefined : styles.hiddenLabel}>{brand.label}</span>
            </>
          ) : (
            brand.label
          )}
        </RenderLink>
        <nav className={styles.desktopNav} aria-label={navLabel}>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={itemKey(item, index)}>
                {isGroup(item) ? (
                  <Menu label={item.label} items={item.items} active={item.active} align={item.align} linkComponent={linkComponent} />
                ) : (
                  <RenderLink as={linkComponent} className={styles.link} href={item.href} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </RenderLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {extras && <div className={styles.extras}>{extras}</div>}
        {action && <div className={styles.action}>{action}</div>}
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={menuOpen ? menuLabels.close : menuLabels.open}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      {/* The page dimmed behind the open menu; a tap on it closes the menu (as any tap outside does). */}
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={close} />}
      <div id={panelId} className={styles.panel} hidden={!menuOpen}>
        <div className={styles.panelInner}>
          <nav aria-label={navLabel}>
            <ul className={styles.panelList}>
              {items.map((item, index) =>
                isGroup(item) ? (
                  <MobileGroup key={itemKey(item, index)} group={item} linkComponent={linkComponent} onNavigate={close} />
                ) : (
                  <li key={itemKey(item, index)}>
                    <RenderLink as={linkComponent} className={styles.panelLink} href={item.href} aria-current={item.current ? 'page' : undefined} onClick={close}>
                      {item.label}
                    </RenderLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {extras && (
            // A click on a link inside (a language) leaves the page; closing first keeps the state honest.
            <div className={styles.panelExtras} onClick={close}>
              {extras}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
