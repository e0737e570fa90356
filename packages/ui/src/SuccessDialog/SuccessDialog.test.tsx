import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SuccessDialog } from './SuccessDialog';

function Form({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Senda
      </button>
      <SuccessDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Takk fyrir!"
        message="Við höfum samband."
        closeLabel="Loka"
      />
    </>
  );
}

describe('SuccessDialog', () => {
  it('is closed until opened, then a dialog named by its title and described by the message', async () => {
    render(<Form onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Senda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takk fyrir!' });
    expect(dialog).toHaveAccessibleDescription('Við höfum samband.');
  });

  it('closes with its close button and returns focus to the element focused before it opened', async () => {
    const onOpenChange = vi.fn();
    render(<Form onOpenChange={onOpenChange} />);
    const send = screen.getByRole('button', { name: 'Senda' });
    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Loka' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveFocus();
  });

  it('returns focus after Escape too', async () => {
    render(<Form onOpenChange={() => {}} />);
    const send = screen.getByRole('button', { name: 'Senda' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveFocus();
  });

});
