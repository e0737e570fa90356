import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferCard } from './OfferCard';

describe('OfferCard', () => {
  it('is an article named by its title that lists what it includes', () => {
    render(<OfferCard title="Hótel" text="Bókanir allan sólarhringinn." features={['Herbergi', 'Greiðslur']} />);
    expect(screen.getByRole('article', { name: 'Hótel' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Herbergi', 'Greiðslur']);
  });

  it('renders its action and heading level', () => {
    render(<OfferCard title="Hótel" text="Texti" features={[]} headingLevel={2} action={<a href="/fa-tilbod">Fá tilboð</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hótel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fá tilboð' }).getAttribute('href')).toBe('/fa-tilbod');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
