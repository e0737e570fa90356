import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageGrid } from './PackageGrid';

describe('PackageGrid', () => {
  it('puts each card in a list item under a named section', () => {
    render(
      <PackageGrid title="Pakkar" text="Verð á mánuði.">
        <p>Einn</p>
        <p>Tveir</p>
      </PackageGrid>,
    );
    const region = screen.getByRole('region', { name: 'Pakkar' });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Einn', 'Tveir']);
    expect(screen.getByText('Verð á mánuði.')).toBeTruthy();
  });

  it('takes a single card', () => {
    render(
      <PackageGrid title="Pakki">
        <p>Eini</p>
      </PackageGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
