import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageCard } from './PackageCard';

const base = {
  name: 'Grunnpakki',
  price: '4.990 kr.',
  description: 'Fyrir litla vefi.',
  features: ['10 GB', '2 pósthólf'],
  popularLabel: 'Vinsælast',
};

describe('PackageCard', () => {
  it('is an article named by the package, listing its features', () => {
    render(<PackageCard {...base} priceNote="án vsk." />);
    expect(screen.getByRole('article', { name: 'Grunnpakki' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10 GB', '2 pósthólf']);
    expect(screen.getByText('án vsk.')).toBeTruthy();
  });

  it('shows the popular badge only on the popular package', () => {
    const { rerender } = render(<PackageCard {...base} />);
    expect(screen.queryByText('Vinsælast')).toBeNull();
    rerender(<PackageCard {...base} popular />);
    expect(screen.getByText('Vinsælast')).toBeTruthy();
  });

  it('renders its call to action', () => {
    render(<PackageCard {...base} action={<a href="/fa-tilbod">Velja pakka</a>} />);
    expect(screen.getByRole('link', { name: 'Velja pakka' }).getAttribute('href')).toBe('/fa-tilbod');
  });
});
