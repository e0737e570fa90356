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
