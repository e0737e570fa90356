import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar';

const options = [
  { value: '', label: 'Allt' },
  { value: 'Vefsíða', label: 'Vefsíða' },
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
      searchPlaceholder="Til dæmis WordPress"
      searchValue=""
      onSearchChange={onSearchChange}
    />,
  );
  return { onChange, onSearchChange };
}

/** Holds the bar's state as a page does, and reports each change. */
function Stateful({ onChange, onSearchChange }: { onChange: (value: string) => void; onSearchChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  const [search, setSearch] = useState('');
  return (
    <FilterBar
      label="Flokkar"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      searchLabel="Leita"
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        onSearchChange(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('FilterBar', () => {
  it('puts one toggle button per option in a group named by its label, only the chosen one pressed', () => {
    renderBar('Kerfi');
    const group = screen.getByRole('group', { name: 'Flokkar' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Allt', 'Vefsíða', 'Kerfi']);
    expect(buttons.every((button) => group.contains(button) && button.getAttribute('type') === 'button')).toBe(true);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  });

  it('has a search box with a visible label and the placeholder as an example', () => {
    renderBar();
    const box = screen.getByRole('searchbox', { name: 'Leita' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Til dæmis WordPress');
    const label = screen.getByText('Leita');
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveAttribute('for', box.id);
  });

  it('reports the pressed option and the typed search', async () => {
    const user = userEvent.setup();
    const { onChange, onSearchChange } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Kerfi' }));
    expect(onChange).toHaveBeenCalledWith('Kerfi');
    await user.type(screen.getByRole('searchbox', { name: 'Leita' }), 'a');
    expect(onSearchChange).toHaveBeenCalledWith('a');
  });

  it('moves the pressed state with the choice when the caller keeps the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful onChange={onChange} onSearchChange={vi.fn()} />);
    expect(pressed()).toEqual(['Allt']);
    await user.click(screen.getByRole('button', { name: 'Vefsíða' }));
    expect(pressed()).toEqual(['Vefsíða']);
    await user.click(screen.getByRole('button', { name: 'Allt' }));
    expect(pressed()).toEqual(['Allt']);
    expect(onChange.mock.calls).toEqual([['Vefsíða'], ['']]);
  });

  it('works from the keyboard: Tab through the buttons, Space and Enter press, then into the search box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSearchChange = vi.fn();
    render(<Stateful onChange={onChange} onSearchChange={onSearchChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Allt' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('Vefsíða');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Kerfi');
    expect(pressed()).toEqual(['Kerfi']);
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Leita' })).toHaveFocus();
    await user.keyboard('vef');
    expect(onSearchChange).toHaveBeenLastCalledWith('vef');
  });
});
