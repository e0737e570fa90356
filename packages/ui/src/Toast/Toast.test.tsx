import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast, ToastProvider } from './Toast';

function Saved({ duration }: { duration?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider label="Notifications" duration={duration}>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <Toast open={open} onOpenChange={setOpen} title="Saved" description="Your changes are saved." closeLabel="Close" />
    </ToastProvider>
  );
}

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('shows the message in a named region after the event, and its close button closes it', async () => {
    render(<Saved />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('Saved')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes are saved.')).toBeInTheDocument();
    // A plain click: the toast's swipe handling asks for pointer capture, which jsdom lacks (the stories click it in Chromium).
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Your changes are saved.')).toBeNull();
  });

  it('closes by itself when its time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Saved duration={1000} />);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Your changes are saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('Your changes are saved.')).toBeNull();
  });

  it('closes with Escape when focus is on it', async () => {
    render(<Saved />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Your changes are saved.')).toBeNull();
  });
});
