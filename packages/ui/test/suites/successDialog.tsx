// The behaviour SuccessDialog promises, run against each export of it (the main entry's, and @hraun/ui/lazy's that
// fetches the dialog's code when it first opens), so the two cannot drift apart. The lazy one's first fetch can take
// seconds on a busy machine: every find waits up to 15 s.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SuccessDialogProps } from '../../src/SuccessDialog';

const wait = { timeout: 15_000 };

/** Runs the shared SuccessDialog tests against `SuccessDialog`, under `title`. */
export function describeSuccessDialog(title: string, SuccessDialog: ComponentType<SuccessDialogProps>) {
  /** A form whose send button opens the dialog. */
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

  describe(title, () => {
    it('is closed until opened, then a dialog named by its title and described by the message', async () => {
      render(<Form onOpenChange={() => {}} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Senda' }));
      const dialog = await screen.findByRole('dialog', { name: 'Takk fyrir!' }, wait);
      expect(dialog).toHaveAccessibleDescription('Við höfum samband.');
    });

    it('closes with its close button and returns focus to the element focused before it opened', async () => {
      const onOpenChange = vi.fn();
      render(<Form onOpenChange={onOpenChange} />);
      const send = screen.getByRole('button', { name: 'Senda' });
      await userEvent.click(send);
      const dialog = await screen.findByRole('dialog', {}, wait);
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
      await screen.findByRole('dialog', {}, wait);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(send).toHaveFocus();
    });
  });
}
