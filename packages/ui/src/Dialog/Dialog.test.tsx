import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, names itself by its title and closes with its close button', async () => {
    render(<Dialog title="Takk fyrir!" description="Skilaboðin eru komin." closeLabel="Loka" trigger={<Button>Opna</Button>} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Opna' }));
    const dialog = screen.getByRole('dialog', { name: 'Takk fyrir!' });
    expect(dialog).toHaveAccessibleDescription('Skilaboðin eru komin.');
    await userEvent.click(screen.getByRole('button', { name: 'Loka' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Opna' })).toHaveFocus();
  });

  it('is controllable and reports closing', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          title="Villa"
          closeLabel="Close"
        />
      );
    }
    render(<Controlled />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
