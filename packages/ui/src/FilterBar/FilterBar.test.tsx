import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar';

const options = [
  { value: '', label: 'Allt' },
  { value: 'Kerfi', label: 'Kerfi' },
];

function renderBar(value = '') {
  const onChange = vi.fn();
  const onSearchChange = vi.fn();
  render(
    <FilterBar
      label="Flokkar"
      options={options}
      value={value}
      onChange={onChange}
      searchLabel="Leita"
      searchValue=""
      onSearchChange={onSearchChange}
    />,
  );
  return { onChange, onSearchChange };
}

describe('FilterBar', () => {
  it('marks only the chosen option as pressed', () => {
    renderBar('Kerfi');
    expect(screen.getByRole('button', { name: 'Kerfi' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Allt' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports the pressed option and the typed search', async () => {
    const user = userEvent.setup();
    const { onChange, onSearchChange } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Kerfi' }));
    expect(onChange).toHaveBeenCalledWith('Kerfi');
    await user.type(screen.getByRole('searchbox', { name: 'Leita' }), 'a');
    expect(onSearchChange).toHaveBeenCalledWith('a');
  });

  it('names the group of buttons', () => {
    renderBar();
    expect(screen.getByRole('group', { name: 'Flokkar' })).toBeTruthy();
  });
});
