import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeSuccessDialog } from '../../test/suites/successDialog';
import { SuccessDialog } from './SuccessDialog';

// Everything the main entry's SuccessDialog does, this one does too: the same suite, run against this export.
describeSuccessDialog('SuccessDialog of @hraun/ui/lazy', SuccessDialog);

// What only the lazy export has: fetching its code on demand, and a fallback when it cannot.
describe('SuccessDialog of @hraun/ui/lazy, fetching its code', () => {
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
