import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and reports typing as a string', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Nafn"
          name="name"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Nafn' });
    await userEvent.type(input, 'Jón');
    expect(input).toHaveValue('Jón');
    expect(onChange).toHaveBeenLastCalledWith('Jón');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('passes type, required, maxLength and autoComplete to the input', () => {
    render(<TextField label="Netfang" name="email" type="email" required maxLength={80} autoComplete="email" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Netfang' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('maxLength', '80');
    expect(input).toHaveAttribute('autoComplete', 'email');
  });

  it('is valid and undescribed without an error or hint', () => {
    render(<TextField label="Nafn" name="name" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the hint and the error to the input and marks it invalid', () => {
    render(<TextField label="Sími" name="phone" type="tel" value="12" onChange={() => {}} hint="Sjö tölustafir." error="Of stutt númer." />);
    const input = screen.getByRole('textbox', { name: 'Sími' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Sjö tölustafir. Of stutt númer.');
    expect(screen.getByText('Of stutt númer.')).toBeVisible();
  });

  it('passes native attributes on to the input and its ref reaches it (a form library can register and focus it)', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    render(
      <>
        <p id="outside-help">Til dæmis 555 1234</p>
        <TextField ref={ref} label="Sími" name="phone" type="tel" value="" onChange={() => {}} placeholder="555 1234" inputMode="tel" onBlur={onBlur} data-testid="phone" aria-describedby="outside-help" error="Vantar" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Sími' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('placeholder', '555 1234');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('data-testid', 'phone');
    // The consumer's description is kept beside the field's own error.
    expect(input).toHaveAccessibleDescription('Til dæmis 555 1234 Vantar');
    ref.current?.focus();
    ref.current?.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('TextField types', () => {
  it('takes a number with min, max, step and inputMode, and reports it as a string', async () => {
    const onChange = vi.fn();
    function Guests() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Guests"
          name="guests"
          type="number"
          min={1}
          max={8}
          step={1}
          inputMode="numeric"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Guests />);
    const input = screen.getByRole('spinbutton', { name: 'Guests' });
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '8');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '4');
    expect(onChange).toHaveBeenLastCalledWith('4');
  });

  it('takes a date bounded by min and max, and its error and hint are wired as for text', () => {
    render(<TextField label="Arrival" name="arrival" type="date" min="2026-01-01" max="2026-12-31" autoComplete="off" value="2025-05-01" onChange={() => {}} hint="Within this year." error="Choose a date in 2026." required />);
    const input = screen.getByLabelText(/Arrival/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAttribute('max', '2026-12-31');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveValue('2025-05-01');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Within this year. Choose a date in 2026.');
  });

  it.each([
    ['time', 'off'],
    ['password', 'new-password'],
    ['tel', 'tel'],
    ['url', 'url'],
    ['search', 'off'],
    ['datetime-local', 'off'],
  ] as const)('passes type %s and autoComplete %s to the input', (type, autoComplete) => {
    render(<TextField label="Field" name="field" type={type} autoComplete={autoComplete} value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Field');
    expect(input).toHaveAttribute('type', type);
    expect(input).toHaveAttribute('autocomplete', autoComplete);
  });
});
