import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('names the page with its one heading and hides the decorative code', () => {
    render(<NotFound title="Úps! Síðan fannst ekki" text="Síðan gæti hafa verið færð." actions={<a href="/">Forsíða</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Úps! Síðan fannst ekki' })).toBeTruthy();
    expect(screen.getByText('404').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Forsíða' }).getAttribute('href')).toBe('/');
  });

  it('shows another code when given one', () => {
    render(<NotFound title="Villa" text="Texti" code="410" actions={null} />);
    expect(screen.getByText('410')).toBeTruthy();
  });
});
