import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { NavMenu } from './NavMenu';

const items = [
  { label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' },
  { label: 'Vefhönnun', href: '/thjonusta/vefhonnun', current: true },
];

describe('NavMenu', () => {
  it('opens with the keyboard and lists its links as menu items', async () => {
    render(<NavMenu label="Þjónusta" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Þjónusta' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const links = screen.getAllByRole('menuitem');
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
    expect(screen.getAllByRole('menuitem')[0]).toHaveAttribute('data-router', 'yes');
  });
});
