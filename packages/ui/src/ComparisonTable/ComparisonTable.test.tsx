import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonTable } from './ComparisonTable';

const props = {
  title: 'WooCommerce eða Shopify?',
  columns: ['Atriði', 'WooCommerce', 'Shopify'],
  rows: [
    { label: 'Mánaðargjald', cells: ['Ekkert', '29–299 USD'] },
    { label: 'Söluþóknun', cells: ['Engin', '0,5–2%'] },
  ],
};

describe('ComparisonTable', () => {
  it('is a real table with column and row headings, named by the section heading', () => {
    render(<ComparisonTable {...props} />);
    const table = screen.getByRole('table', { name: 'WooCommerce eða Shopify?' });
    const columnHeads = within(table).getAllByRole('columnheader');
    expect(columnHeads.map((head) => head.textContent)).toEqual(['Atriði', 'WooCommerce', 'Shopify']);
    expect(columnHeads.every((head) => head.getAttribute('scope') === 'col')).toBe(true);
    const rowHeads = within(table).getAllByRole('rowheader');
    expect(rowHeads.map((head) => head.textContent)).toEqual(['Mánaðargjald', 'Söluþóknun']);
    expect(rowHeads.every((head) => head.getAttribute('scope') === 'row')).toBe(true);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ekkert', '29–299 USD', 'Engin', '0,5–2%']);
    expect(screen.getByRole('heading', { level: 2, name: 'WooCommerce eða Shopify?' })).toBeTruthy();
  });

  it('shows a caption when given one', () => {
    render(<ComparisonTable {...props} caption="Verð í mars 2024" />);
    expect(screen.getByRole('table', { name: 'Verð í mars 2024' })).toBeTruthy();
  });

  it('scrolls in a focusable, named region', () => {
    render(<ComparisonTable {...props} />);
    const region = screen.getByRole('group', { name: 'WooCommerce eða Shopify?' });
    expect(region.tabIndex).toBe(0);
  });
});
