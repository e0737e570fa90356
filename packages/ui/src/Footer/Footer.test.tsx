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
});
