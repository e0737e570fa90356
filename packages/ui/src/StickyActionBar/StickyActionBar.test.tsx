import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickyActionBar } from './StickyActionBar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('StickyActionBar', () => {
  afterEach(() => scrollTo(0));

  it('stays hidden until the page has scrolled past `showAfter`, then offers its link in a named landmark', () => {
    render(<StickyActionBar label="Fá tilboð" href="/fa-tilbod" regionLabel="Tilboð" showAfter={300} />);
    expect(screen.queryByRole('complementary', { name: 'Tilboð' })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('link', { name: 'Fá tilboð' })).toBeNull();
    scrollTo(301);
    const bar = screen.getByRole('complementary', { name: 'Tilboð' });
    expect(screen.getByRole('link', { name: 'Fá tilboð' })).toHaveAttribute('href', '/fa-tilbod');
    expect(bar).toBeVisible();
    scrollTo(0);
    expect(screen.queryByRole('complementary', { name: 'Tilboð' })).toBeNull();
  });

  it('tells floating controls its height while it shows, and forgets it when it hides or goes', () => {
    const root = document.documentElement;
    const { unmount } = render(<StickyActionBar label="Fá tilboð" href="/fa-tilbod" />);
    expect(root.style.getPropertyValue('--hraun-action-bar-height')).toBe('');
    scrollTo(500);
    expect(root.style.getPropertyValue('--hraun-action-bar-height')).toMatch(/^\d+px$/);
    unmount();
    expect(root.style.getPropertyValue('--hraun-action-bar-height')).toBe('');
  });

  it('steps aside while the end of the page is on screen, unless `hideAtEnd` is off', () => {
    // jsdom has no IntersectionObserver: one whose callback the test calls, as the browser would on scrolling.
    const observers: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const reachEnd = (isIntersecting: boolean) => act(() => observers.forEach((callback) => callback([{ isIntersecting }])));
    try {
      const { unmount } = render(<StickyActionBar label="Fá tilboð" href="/fa-tilbod" showAfter={0} />);
      scrollTo(500);
      expect(screen.getByRole('complementary', { name: 'Fá tilboð' })).toBeVisible();
      reachEnd(true);
      expect(screen.queryByRole('complementary', { name: 'Fá tilboð' })).toBeNull();
      reachEnd(false);
      expect(screen.getByRole('complementary', { name: 'Fá tilboð' })).toBeVisible();
      unmount();
      render(<StickyActionBar label="Panta núna" href="/panta" showAfter={0} hideAtEnd={false} />);
      scrollTo(600);
      reachEnd(true);
      expect(screen.getByRole('complementary', { name: 'Panta núna' })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is named by its label when no region label is given', () => {
    render(<StickyActionBar label="Panta núna" href="/lausnir/vefhysing/panta" showAfter={0} />);
    scrollTo(1);
    expect(screen.getByRole('complementary', { name: 'Panta núna' })).toBeInTheDocument();
  });
});
