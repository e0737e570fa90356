import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { SubmitButton } from './SubmitButton';

function renderInForm(pending: boolean) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const view = render(
    <form onSubmit={onSubmit}>
      <SubmitButton pending={pending} pendingLabel="Sendi...">
        Senda
      </SubmitButton>
    </form>,
  );
  return { onSubmit, ...view };
}

describe('SubmitButton', () => {
  it('submits its form and is not busy when idle', async () => {
    const { onSubmit } = renderInForm(false);
    const button = screen.getByRole('button', { name: 'Senda' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label, is busy and disabled, and does not submit again while pending', async () => {
    const { onSubmit } = renderInForm(true);
    const button = screen.getByRole('button', { name: 'Sendi...' });
    expect(screen.queryByText('Senda')).toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps focus while it turns pending', async () => {
    const { rerender } = renderInForm(false);
    await userEvent.tab();
    rerender(
      <form>
        <SubmitButton pending pendingLabel="Sendi...">
          Senda
        </SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Sendi...' })).toHaveFocus();
  });

  it('has the size of every other primary button: the default, not the large one', () => {
    render(
      <>
        <Button>Fá tilboð</Button>
        <form>
          <SubmitButton pending={false} pendingLabel="Sendi...">
            Senda
          </SubmitButton>
        </form>
      </>,
    );
    const classes = (name: string) => new Set(screen.getByRole('button', { name }).className.split(/\s+/));
    expect(classes('Senda')).toEqual(classes('Fá tilboð'));
  });
});
