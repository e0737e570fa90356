// The first fetch of the menu's or the dialog's code can take seconds on a busy machine: the finds wait up to 15 s.

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavMenu } from './NavMenu';

const items = [
  { label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' },
  { label: 'Vefhönnun', href: '/thjonusta/vefhonnun', current: true },
];

/** A NavMenu module that has not fetched its menu code yet (the module-level cache is new). */
async function freshNavMenu() {
  vi.resetModules();
  return (await import('./NavMenu')).NavMenu;
}

describe('NavMenu of @hraun/ui/lazy', () => {
  it('opens with the keyboard and lists its links as menu items', async () => {
    render(<NavMenu label="Þjónusta" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Þjónusta' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const links = await screen.findAllByRole('menuitem', {}, { timeout: 15_000 });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/thjonusta/vefsidugerd', '/thjonusta/vefhonnun']);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });

  it('marks the trigger active for a page under it', () => {
    render(<NavMenu label="Þjónusta" items={items} active />);
    expect(screen.getByRole('button', { name: 'Þjónusta' })).toHaveAttribute('data-active', 'true');
  });

  it('renders links through the link component it is given', async () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
      function RouterLink(props, ref) {
        return <a ref={ref} data-router="yes" {...props} />;
      },
    );
    render(<NavMenu label="Þjónusta" items={items} linkComponent={RouterLink} />);
    await userEvent.click(screen.getByRole('button', { name: 'Þjónusta' }));
    expect((await screen.findAllByRole('menuitem', {}, { timeout: 15_000 }))[0]).toHaveAttribute('data-router', 'yes');
  });

  it('renders a plain button that names its menu until someone reaches for it', () => {
    render(<NavMenu label="Þjónusta" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Þjónusta' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with focus on the first link when Enter comes before the menu code', async () => {
    const NavMenu = await freshNavMenu();
    render(<NavMenu label="Þjónusta" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Þjónusta' });
    // Both in one go: the key arrives while the code is still being fetched.
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const links = await screen.findAllByRole('menuitem', {}, { timeout: 15_000 });
    await waitFor(() => expect(links[0]).toHaveFocus());
  });

  it('keeps focus on the trigger when the menu code arrives after a Tab', async () => {
    const NavMenu = await freshNavMenu();
    render(<NavMenu label="Þjónusta" items={items} />);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Þjónusta' })).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: 'Þjónusta' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });
  it('draws grouped items under labelled groups, each description as the item\'s description, not its name', async () => {
    const grouped = [
      { label: 'Netverslun', href: '/lausnir/netverslun', group: 'Verslun og sala', description: 'Netverslanir á WooCommerce eða Shopify' },
      { label: 'Kassakerfi', href: '/lausnir/kassakerfi', group: 'Verslun og sala', description: 'Afgreiðsla og birgðir tengdar vefversluninni' },
      { label: 'Vefhýsing', href: '/lausnir/vefhysing', group: 'Hýsing og umsjón', description: 'Hröð og örugg hýsing með afritun og vöktun' },
      { label: 'Allar lausnir', href: '/lausnir' },
    ];
    render(<NavMenu label="Lausnir" items={grouped} />);
    screen.getByRole('button', { name: 'Lausnir' }).focus();
    await userEvent.keyboard('{Enter}');
    const commerce = await screen.findByRole('group', { name: 'Verslun og sala' });
    const care = screen.getByRole('group', { name: 'Hýsing og umsjón' });
    expect(within(commerce).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/lausnir/netverslun', '/lausnir/kassakerfi']);
    expect(within(care).getAllByRole('menuitem')).toHaveLength(1);
    const shop = screen.getByRole('menuitem', { name: 'Netverslun' });
    expect(shop).toHaveAccessibleName('Netverslun');
    expect(shop).toHaveAccessibleDescription('Netverslanir á WooCommerce eða Shopify');
    // The link to every solution stands outside the groups, and the arrows run through all items in order.
    expect(screen.getByRole('menuitem', { name: 'Allar lausnir' }).closest('[role="group"]')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Kassakerfi' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Vefhýsing' })).toHaveFocus();
  });
});
