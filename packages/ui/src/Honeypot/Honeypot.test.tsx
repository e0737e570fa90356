import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Honeypot } from './Honeypot';

describe('Honeypot', () => {
  it('is hidden from assistive technology, out of the tab order and never autofilled', () => {
    const { container } = render(<Honeypot name="bot-field" label="Ekki fylla út" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('name', 'bot-field');
    expect(screen.getByLabelText('Ekki fylla út')).toBe(input);
  });

  it('is skipped by Tab', async () => {
    render(
      <>
        <input aria-label="Fyrir" />
        <Honeypot name="bot-field" label="Ekki fylla út" />
        <input aria-label="Eftir" />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByLabelText('Eftir')).toHaveFocus();
  });

  it('is posted empty, and with what a bot types', async () => {
    const { container } = render(
      <form>
        <Honeypot name="bot-field" label="Ekki fylla út" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('bot-field')).toBe('');
    await userEvent.type(container.querySelector('input') as HTMLInputElement, 'spam');
    expect(new FormData(form).get('bot-field')).toBe('spam');
  });
});
