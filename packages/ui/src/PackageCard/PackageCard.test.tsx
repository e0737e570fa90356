import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageCard } from './PackageCard';

const base = {
  name: 'Grunnpakki',
  price: '149.900 kr.',
  description: 'Einföld kynningarsíða fyrir minni fyrirtæki.',
  features: ['Allt að 5 síður', 'Snjalltækjavæn hönnun'],
  popularLabel: 'Vinsælast',
  action: <a href="/fa-tilbod">Fá tilboð</a>,
};

describe('PackageCard', () => {
  it('is an article named by its heading, with price, description and features as a list', () => {
    render(<PackageCard {...base} priceNote="án vsk." />);
    const card = screen.getByRole('article', { name: 'Grunnpakki' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Grunnpakki' })).toBeTruthy();
    expect(screen.getByText('149.900 kr.')).toBeTruthy();
    expect(screen.getByText('án vsk.')).toBeTruthy();
    expect(screen.getByText('Einföld kynningarsíða fyrir minni fyrirtæki.')).toBeTruthy();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Allt að 5 síður', 'Snjalltækjavæn hönnun']);
  });

  it('shows the popular badge, in words, only on the popular package', () => {
    const { rerender } = render(<PackageCard {...base} />);
    expect(screen.queryByText('Vinsælast')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-describedby');
    rerender(<PackageCard {...base} popular />);
    expect(screen.getByText('Vinsælast')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Grunnpakki' })).toHaveAccessibleDescription('Vinsælast');
  });

  it('leaves out the price note and the feature list when there are none', () => {
    render(<PackageCard {...base} features={[]} />);
    expect(screen.queryByText('án vsk.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders its call to action at the heading level asked for', () => {
    render(<PackageCard {...base} headingLevel={2} />);
    expect(screen.getByRole('link', { name: 'Fá tilboð' })).toHaveAttribute('href', '/fa-tilbod');
    expect(screen.getByRole('heading', { level: 2, name: 'Grunnpakki' })).toBeTruthy();
  });
});
