import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTop', () => {
  afterEach(() => scrollTo(0));

  it('shows only after the threshold and scrolls to the top', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTop label="Upp" />);
    expect(screen.queryByRole('button', { name: 'Upp' })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Upp' })).toBeNull();
    scrollTo(301);
    fireEvent.click(screen.getByRole('button', { name: 'Upp' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scroll.mockRestore();
  });

  it('moves focus to the start of the page and leaves the body as it was', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <>
        <a href="#top">Forsíða</a>
        <ScrollToTop label="Upp" />
      </>,
    );
    scrollTo(1000);
    const button = screen.getByRole('button', { name: 'Upp' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(document.body);
    expect(document.body).not.toHaveAttribute('tabindex');
    scroll.mockRestore();
  });
});
