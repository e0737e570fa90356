import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

function Probe({ threshold }: { threshold: number }) {
  return <p>{useScrolledPast(threshold) ? 'past' : 'above'}</p>;
}

describe('useScrolledPast', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('reads the position of a page restored part-way down after the first frame, never inside the commit', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 900;
      },
    });
    render(<Probe threshold={300} />);
    // Mounted and its effects run: reading now would force the new page's layout.
    expect(reads).toBe(0);
    expect(screen.getByText('above')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(reads).toBe(1);
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('follows scrolling, and stops reading once unmounted', () => {
    const { unmount } = render(<Probe threshold={300} />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('past')).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('above')).toBeInTheDocument();
    unmount();
    expect(() => window.dispatchEvent(new Event('scroll'))).not.toThrow();
  });
});
