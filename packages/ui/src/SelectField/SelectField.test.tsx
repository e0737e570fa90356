import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: 'web', label: 'Vefsíða' },
  { value: 'shop', label: 'Vefverslun' },
];

describe('SelectField', () => {
  it('offers the empty option first and reports the chosen value', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <SelectField
          label="Tegund verkefnis"
          name="projectType"
          placeholder="Veldu tegund"
          options={options}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Tegund verkefnis' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Veldu tegund', 'Vefsíða', 'Vefverslun']);
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Vefverslun');
    expect(onChange).toHaveBeenCalledWith('shop');
    expect(select).toHaveValue('shop');
    expect(select).toHaveAttribute('name', 'projectType');
  });

  it('has no empty option without a placeholder', () => {
    render(<SelectField label="Tegund" name="type" options={options} value="web" onChange={() => {}} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('is required and invalid while the empty option is chosen', () => {
    render(<SelectField label="Tegund" name="type" required placeholder="Veldu" options={options} value="" onChange={() => {}} />);
    const select = screen.getByRole('combobox');
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
  });

  it('ties the error to the select', () => {
    render(<SelectField label="Tegund" name="type" options={options} value="web" onChange={() => {}} error="Veldu tegund." />);
    const select = screen.getByRole('combobox', { name: 'Tegund' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Veldu tegund.');
  });

  it('passes native attributes on to the select and its ref reaches it', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<SelectField ref={ref} label="Tegund" name="kind" options={[{ value: 'a', label: 'A' }]} value="" onChange={() => {}} disabled data-testid="kind" />);
    const select = screen.getByRole('combobox', { name: 'Tegund' });
    expect(ref.current).toBe(select);
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('data-testid', 'kind');
  });
});
