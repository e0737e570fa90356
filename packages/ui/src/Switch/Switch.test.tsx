import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, turned on and off with Space', async () => {
    const onChange = vi.fn();
    render(<Switch label="Email reminders" name="reminders" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Email reminders' });
    expect(control).not.toBeChecked();
    await userEvent.tab();
    expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('Email reminders'));
    expect(control).not.toBeChecked();
  });

  it('ties the hint and the error to the switch', () => {
    render(<Switch label="Reminders" hint="A day before each visit." error="Turn reminders on to book online." id="reminders" />);
    const control = screen.getByRole('switch');
    expect(control).toHaveAttribute('id', 'reminders');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('A day before each visit. Turn reminders on to book online.');
  });

  it('can be controlled, and disabled', () => {
    const { rerender } = render(<Switch label="Reminders" checked onChange={() => {}} />);
    expect(screen.getByRole('switch')).toBeChecked();
    rerender(<Switch label="Reminders" checked={false} onChange={() => {}} disabled />);
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
