import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioCards } from './RadioCards';

const options = [
  { value: 'now', label: 'Strax', description: 'Innan tveggja vikna.' },
  { value: 'month', label: 'Innan mánaðar' },
  { value: 'later', label: 'Síðar' },
];

function Controlled({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RadioCards
      legend="Hvenær?"
      name="timeline"
      options={options}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('RadioCards', () => {
  it('is a fieldset of native radios under one name, the description tied to its radio', () => {
    render(<RadioCards legend="Hvenær?" name="timeline" options={options} value="month" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Hvenær?' }).tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ['timeline', 'now', false],
      ['timeline', 'month', true],
      ['timeline', 'later', false],
    ]);
    expect(screen.getByRole('radio', { name: 'Strax' })).toHaveAccessibleDescription('Innan tveggja vikna.');
    expect(screen.getByRole('radio', { name: 'Síðar' })).not.toHaveAttribute('aria-describedby');
  });

  it('chooses a card by clicking anywhere on it', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByText('Innan tveggja vikna.'));
    expect(onChange).toHaveBeenLastCalledWith('now');
    expect(screen.getByRole('radio', { name: 'Strax' })).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="now" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Strax' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('month');
    expect(screen.getByRole('radio', { name: 'Innan mánaðar' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('later');
  });

  it('marks every radio required and shows the asterisk after the legend when required', () => {
    render(<RadioCards legend="Hvenær?" name="timeline" options={options} value="" onChange={() => {}} required />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getByRole('group', { name: 'Hvenær?' }).querySelector('legend')?.textContent).toBe('Hvenær?*');
  });

  it('disables every radio and ignores clicks when disabled', async () => {
    const onChange = vi.fn();
    render(<RadioCards legend="Hvenær?" name="timeline" options={options} value="now" onChange={onChange} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('Síðar'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
