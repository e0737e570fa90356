import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('is named by its label when no region label is given', () => {
    render(<StickyActionBar label="Panta núna" href="/lausnir/vefhysing/panta" showAfter={0} />);
    scrollTo(1);
    expect(screen.getByRole('complementary', { name: 'Panta núna' })).toBeInTheDocument();
  });
});
