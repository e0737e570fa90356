import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';

/** A fresh copy of the lazy entry's Dialog, with its own (empty) code cache; `reachable` decides whether the fetch works. */
async function freshDialog(reachable: () => boolean = () => true) {
  vi.resetModules();
  const fetched = vi.fn();
  vi.doMock('../Dialog', async (importOriginal) => {
    fetched();
    if (!reachable()) throw new Error('offline');
    return importOriginal();
  });
  const module = await import('./Dialog');
  return { ...module, fetched };
}

describe('Dialog of @hraun/ui/lazy', () => {
  it('renders its trigger at once, fetches nothing until the trigger is neared, and opens from a press made before the code came', async () => {
    const { Dialog, fetched } = await freshDialog();
    render(<Dialog title="Book a visit" description="We reply within a day." closeLabel="Close" trigger={<Button>Open</Button>} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).not.toHaveBeenCalled();

    // fireEvent-free press: userEvent's click hovers first, which starts the fetch, then presses before it ends.
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Book a visit' }, { timeout: 15_000 });
    expect(dialog).toHaveAccessibleDescription('We reply within a day.');
    expect(fetched).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    vi.doUnmock('../Dialog');
  });

  it('once its code is in, behaves as the main entry\'s Dialog: opens from its trigger again and again', async () => {
    const { Dialog, preloadDialog } = await freshDialog();
    await preloadDialog();
    render(<Dialog title="Book a visit" closeLabel="Close" trigger={<Button>Open</Button>} />);
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('dialog', { name: 'Book a visit' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    vi.doUnmock('../Dialog');
  });

  it('controlled: fetches when opened, and reports closing', async () => {
    const { Dialog, fetched } = await freshDialog();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show
          </button>
          <Dialog
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
            title="Saved"
            closeLabel="Close"
          />
        </>
      );
    }
    render(<Controlled />);
    expect(fetched).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('dialog', { name: 'Saved' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    vi.doUnmock('../Dialog');
  });

  it('stays closed when its code cannot be fetched, and the next press tries again', async () => {
    let reachable = false;
    const { Dialog, fetched } = await freshDialog(() => reachable);
    const onOpenChange = vi.fn();
    render(<Dialog title="Book a visit" closeLabel="Close" onOpenChange={onOpenChange} trigger={<Button>Open</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole('dialog')).toBeNull();

    reachable = true;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Book a visit' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetched.mock.calls.length).toBeGreaterThanOrEqual(2);
    vi.doUnmock('../Dialog');
  });
});
