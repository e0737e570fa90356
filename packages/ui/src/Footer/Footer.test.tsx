import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

const props = {
  brand: { label: 'Hraun', href: '/', text: 'Vefstofa.' },
  contact: { title: 'Hafa samband', phone: '+354 555 1234', phoneLabel: 'Sími', email: 'hallo@hraun.is', emailLabel: 'Netfang' },
  social: { label: 'Samfélagsmiðlar', links: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/hraun' }] },
  legalLine: '© 2026 Hraun ehf.',
  legal: { label: 'Lagalegt', links: [{ label: 'Skilmálar', href: '/skilmalar' }] },
};

describe('Footer', () => {
  it('links the phone and e-mail and opens social profiles safely', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('link', { name: 'hallo@hraun.is' })).toHaveAttribute('href', 'mailto:hallo@hraun.is');
    const social = within(screen.getByRole('navigation', { name: 'Samfélagsmiðlar' })).getByRole('link');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Hraun ehf.');
  });

  it('renders links through the given link component', () => {
    const Link = (linkProps: { href: string; children?: React.ReactNode }) => <a data-router="yes" {...linkProps} />;
    render(<Footer {...props} linkComponent={Link} />);
    expect(screen.getByRole('link', { name: 'Skilmálar' })).toHaveAttribute('data-router', 'yes');
  });

  it('needs only a brand and a legal line: contact, social and legal links are optional', () => {
    render(<Footer brand={{ label: 'Smile Dental', href: '/' }} legalLine="© 2026 Smile Dental" />);
    expect(screen.getByRole('link', { name: 'Smile Dental' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows a phone alone, or an e-mail address alone', () => {
    const { unmount } = render(<Footer {...props} contact={{ title: 'Call us', phone: '+1 555 0100', phoneLabel: 'Phone' }} />);
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.queryByText('Netfang')).toBeNull();
    unmount();
    render(<Footer {...props} contact={{ title: 'Write to us', email: 'hello@example.com', emailLabel: 'Email' }} />);
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.queryByText('Sími')).toBeNull();
  });

  it('puts the social links under the brand, and sets the legal row on the blocks\' columns', () => {
    render(<Footer {...props} columns={[{ title: 'Þjónusta', links: [{ label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' }] }]} />);
    const brand = screen.getByRole('link', { name: 'Hraun' }).parentElement!;
    expect(brand).toContainElement(screen.getByRole('navigation', { name: 'Samfélagsmiðlar' }));
    const legal = screen.getByRole('navigation', { name: 'Lagalegt' });
    const bottom = legal.parentElement!;
    const grid = brand.parentElement!;
    // Three blocks (brand, contact, one column): the same column class on the blocks' grid and on the legal row.
    const shared = [...grid.classList].filter((name) => bottom.classList.contains(name));
    expect(shared).toHaveLength(1);
    expect(grid.children).toHaveLength(3);
  });

  it('draws a logo in the brand link, which its label still names', () => {
    render(<Footer {...props} brand={{ label: 'Smile Dental', href: '/', logo: <svg data-testid="logo" /> }} />);
    const brand = screen.getByRole('link', { name: 'Smile Dental' });
    expect(brand).toContainElement(screen.getByTestId('logo'));
  });

});
