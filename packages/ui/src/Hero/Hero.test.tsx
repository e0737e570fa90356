import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('is a region named by its one h1', () => {
    render(<Hero eyebrow="Vefverslun" title="Vefir sem vinna" text="Við smíðum vefi." actions={<a href="/fa-tilbod">Fá tilboð</a>} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Vefir sem vinna' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vefir sem vinna' })).toBeTruthy();
    expect(screen.getByText('Vefverslun')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fá tilboð' })).toBeTruthy();
  });

  it('shows the price anchor beside the actions only when a price is given', () => {
    const { rerender } = render(<Hero title="Vefhýsing" text="Hýsing." actions={<a href="/panta">Panta</a>} price="Frá 4.990 kr." />);
    expect(screen.getByText('Frá 4.990 kr.').parentElement).toBe(screen.getByRole('link', { name: 'Panta' }).parentElement);
    rerender(<Hero title="Vefhýsing" text="Hýsing." actions={<a href="/panta">Panta</a>} />);
    expect(screen.queryByText(/^Frá/)).toBeNull();
  });
});
