import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './ShareButton';

/** Puts a fake `navigator.share` and `navigator.clipboard` in place (undefined removes one). */
function stubNavigator({ share, writeText }: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true, writable: true });
}

describe('ShareButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    stubNavigator({});
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  /**
   * Lets the clipboard's or share sheet's promise settle and React draw what follows: the click resolves before the
   * copy's continuation runs, and on a busy machine the check right after it read an empty status (CI, 29 Nov).
   */
  const settle = () => act(async () => {});

  it('opens the share sheet with the title and address when there is one, and copies nothing', async () => {
    const user = setup();
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    render(<ShareButton label="Deila" copiedLabel="Afritað" title="Vefur Hrauns" url="https://hraun.is/verkefni/1" />);
    stubNavigator({ share, writeText });
    await user.click(screen.getByRole('button', { name: 'Deila' }));
    expect(share).toHaveBeenCalledWith({ title: 'Vefur Hrauns', url: 'https://hraun.is/verkefni/1' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('draws an outlined button by default and a text-only one as `ghost`', () => {
    const { rerender } = render(<ShareButton label="Deila" copiedLabel="Afritað" title="Vefur" />);
    const outlined = screen.getByRole('button', { name: 'Deila' }).className;
    rerender(<ShareButton label="Deila" copiedLabel="Afritað" title="Vefur" variant="ghost" />);
    expect(screen.getByRole('button', { name: 'Deila' }).className).not.toBe(outlined);
  });

  it('copies the current address without a share sheet and says so for two seconds', async () => {
    const user = setup();
    const writeText = vi.fn(() => Promise.resolve());
    render(<ShareButton label="Deila" copiedLabel="Hlekkur afritaður" title="Frétt" />);
    stubNavigator({ writeText });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Deila' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(status).toHaveTextContent('Hlekkur afritaður');
    // The clock also moves on its own a little (shouldAdvanceTime keeps user-event going), hence the margin.
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(status).toHaveTextContent('Hlekkur afritaður');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(status).toHaveTextContent('');
  });

  it('starts the time again on a second copy and honours copiedFor', async () => {
    const user = setup();
    stubNavigator({ writeText: () => Promise.resolve() });
    render(<ShareButton label="Deila" copiedLabel="Afritað" title="Frétt" url="https://hraun.is" copiedFor={1000} />);
    const button = screen.getByRole('button', { name: 'Deila' });
    await user.click(button);
    await act(() => vi.advanceTimersByTimeAsync(800));
    await user.click(button);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByRole('status')).toHaveTextContent('Afritað');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('ignores a refused copy and a missing clipboard', async () => {
    const user = setup();
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    render(<ShareButton label="Deila" copiedLabel="Afritað" title="Frétt" url="https://hraun.is" />);
    stubNavigator({ writeText });
    await user.click(screen.getByRole('button', { name: 'Deila' }));
    expect(writeText).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    stubNavigator({});
    await user.click(screen.getByRole('button', { name: 'Deila' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing more when the visitor cancels the share sheet, and copies when sharing fails otherwise', async () => {
    const user = setup();
    const writeText = vi.fn(() => Promise.resolve());
    render(<ShareButton label="Deila" copiedLabel="Afritað" title="Frétt" url="https://hraun.is" />);
    stubNavigator({ share: () => Promise.reject(new DOMException('Cancelled', 'AbortError')), writeText });
    await user.click(screen.getByRole('button', { name: 'Deila' }));
    expect(writeText).not.toHaveBeenCalled();
    stubNavigator({ share: () => Promise.reject(new DOMException('No', 'NotAllowedError')), writeText });
    await user.click(screen.getByRole('button', { name: 'Deila' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('https://hraun.is');
    expect(screen.getByRole('status')).toHaveTextContent('Afritað');
  });
});
