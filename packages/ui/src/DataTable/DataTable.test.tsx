import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it('names the table by its caption and heads rows and columns', () => {
    render(<DataTable caption="Vafrakökur" columns={['Heiti', 'Gildistími']} rows={[{ label: '_ga', cells: ['2 ár'] }]} />);
    const table = screen.getByRole('table', { name: 'Vafrakökur' });
    expect(within(table).getByRole('columnheader', { name: 'Heiti' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: '_ga' })).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('cell', { name: '2 ár' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vafrakökur' })).toHaveAttribute('tabindex', '0');
  });
});
