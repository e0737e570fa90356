import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('is a region named by its heading, with its actions', () => {
    render(<CallToAction title="Tilbúin?" text="Fáðu tilboð." actions={<a href="/fa-tilbod">Fá tilboð</a>} />);
    expect(screen.getByRole('region', { name: 'Tilbúin?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tilbúin?');
    expect(screen.getByRole('link', { name: 'Fá tilboð' })).toHaveAttribute('href', '/fa-tilbod');
  });
});
