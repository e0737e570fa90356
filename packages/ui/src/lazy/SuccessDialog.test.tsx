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

describe('SuccessDialog of @hraun/ui/lazy', () => {
  it('is closed until opened, then a dialog named by its title and described by the message', async () => {
    render(<Form onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Senda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takk fyrir!' }, { timeout: 15_000 });
    expect(dialog).toHaveAccessibleDescription('Við höfum samband.');
  });

  it('closes with its close button and returns focus to the element focused before it opened', async () => {
    const onOpenChange = vi.fn();
    render(<Form onOpenChange={onOpenChange} />);
    const send = screen.getByRole('button', { name: 'Senda' });
    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
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
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveFocus();
  });

  it('fetches its code on demand: not at all until opened or preloaded, once for every dialog', async () => {
    vi.resetModules();
    const fetched = vi.fn();
    vi.doMock('../Dialog', async (importOriginal) => {
      fetched();
      return importOriginal();
    });
    const { SuccessDialog: Fresh, preloadSuccessDialog } = await import('./SuccessDialog');
    render(<Fresh open={false} onOpenChange={() => {}} title="Takk fyrir!" message="Við höfum samband." closeLabel="Loka" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).not.toHaveBeenCalled();
    await Promise.all([preloadSuccessDialog(), preloadSuccessDialog()]);
    expect(fetched).toHaveBeenCalledTimes(1);
    vi.doUnmock('../Dialog');
  });

  it('shows the thank-you text as a status message when its code cannot be fetched, and tries again next time', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock('../Dialog', async (importOriginal) => {
      if (!reachable) throw new Error('offline');
      return importOriginal();
    });
    const { SuccessDialog: Fresh } = await import('./SuccessDialog');
    const view = render(<Fresh open onOpenChange={() => {}} title="Takk fyrir!" message="Við höfum samband." closeLabel="Loka" />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Takk fyrir!');
    expect(status).toHaveTextContent('Við höfum samband.');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next opening, with the connection back, fetches again and shows the dialog itself.
    reachable = true;
    vi.resetModules();
    view.rerender(<Fresh open={false} onOpenChange={() => {}} title="Takk fyrir!" message="Við höfum samband." closeLabel="Loka" />);
    view.rerender(<Fresh open onOpenChange={() => {}} title="Takk fyrir!" message="Við höfum samband." closeLabel="Loka" />);
    expect(await screen.findByRole('dialog', { name: 'Takk fyrir!' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    vi.doUnmock('../Dialog');
  });
});
