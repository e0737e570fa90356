// The behaviour NavMenu promises, run against each export of it (the main entry's, and @hraun/ui/lazy's that fetches
// its menu code on demand), so the two cannot drift apart. The lazy one's first fetch can take seconds on a busy
// machine: every find waits up to 15 s.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { NavMenuProps } from '../../src/NavMenu';

const wait = { timeout: 15_000 };

export const items = [
  { label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' },
  { label: 'Vefhönnun', href: '/thjonusta/vefhonnun', current: true },
];

/** Runs the shared NavMenu tests against `NavMenu`, under `title`. */
export function describeNavMenu(title: string, NavMenu: ComponentType<NavMenuProps>) {
  describe(title, () => {
    it('opens with the keyboard and lists its links as menu items', async () => {
      render(<NavMenu label="Þjónusta" items={items} />);
      const trigger = screen.getByRole('button', { name: 'Þjónusta' });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const links = await screen.findAllByRole('menuitem', {}, wait);
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
      expect((await screen.findAllByRole('menuitem', {}, wait))[0]).toHaveAttribute('data-router', 'yes');
    });

    it('renders a plain button that names its menu until someone reaches for it', () => {
      render(<NavMenu label="Þjónusta" items={items} />);
      const trigger = screen.getByRole('button', { name: 'Þjónusta' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
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
      const commerce = await screen.findByRole('group', { name: 'Verslun og sala' }, wait);
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
}
