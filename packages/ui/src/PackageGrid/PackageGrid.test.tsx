import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageGrid } from './PackageGrid';

describe('PackageGrid', () => {
  it('is a section named by its heading, with a lead and each card in a list item', () => {
    render(
      <PackageGrid title="Verðskrá" text="Öll verð án vsk.">
        <article>Grunnur</article>
        <article>Fyrirtæki</article>
        {null}
        {false}
      </PackageGrid>,
    );
    const region = screen.getByRole('region', { name: 'Verðskrá' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Verðskrá' })).toBeTruthy();
    expect(within(region).getByText('Öll verð án vsk.')).toBeTruthy();
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Grunnur', 'Fyrirtæki']);
  });

  it('takes a nested heading level and a single card', () => {
    render(
      <PackageGrid title="Pakkar" headingLevel={3}>
        <article>Eini</article>
      </PackageGrid>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Pakkar' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
