import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsCard } from './NewsCard';

const base = {
  title: 'Hraðinn skiptir máli',
  excerpt: 'Hægur vefur kostar viðskipti.',
  date: '14/09/2026',
  dateTime: '2026-09-14T09:00:00.000Z',
  href: '/frettir/hradi',
  linkLabel: 'Lesa',
};

describe('NewsCard', () => {
  it('links the title to the article and dates it', () => {
    render(<NewsCard {...base} />);
    expect(screen.getByRole('link', { name: 'Hraðinn skiptir máli' }).getAttribute('href')).toBe('/frettir/hradi');
    const time = screen.getByText('14/09/2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-09-14T09:00:00.000Z');
  });

  it('shows an image only when it has one', () => {
    const { container, rerender } = render(<NewsCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<NewsCard {...base} image={{ src: '/frett.svg', alt: '' }} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
