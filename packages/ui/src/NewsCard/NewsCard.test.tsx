import { fireEvent, render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import type { LinkProps } from '../links';
import { describe, expect, it } from 'vitest';
import { NewsCard } from './NewsCard';

const FakeLink = forwardRef<HTMLAnchorElement, LinkProps>(function FakeLink(props, ref) {
  return <a ref={ref} data-router="yes" {...props} />;
});

const base = {
  title: 'Hraðinn skiptir máli',
  excerpt: 'Hægur vefur kostar viðskipti.',
  date: '14/9/2026',
  dateTime: '2026-09-14T09:00:00.000Z',
  href: '/frettir/hradi',
  linkLabel: 'Lesa frétt',
};

describe('NewsCard', () => {
  it('is an article whose heading holds its one link, named by the title and the read-on text', () => {
    const { container } = render(<NewsCard {...base} />);
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/frettir/hradi');
    expect(links[0]).toHaveAccessibleName('Hraðinn skiptir máli Lesa frétt');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(links[0]!);
    expect(screen.getByText('Hægur vefur kostar viðskipti.')).toBeTruthy();
  });

  it('dates the item with a time element', () => {
    const { container } = render(<NewsCard {...base} />);
    // The date is also set on the stand-in picture, which is hidden from assistive technology.
    const time = container.querySelector('time')!;
    expect(time).toHaveTextContent('14/9/2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-09-14T09:00:00.000Z');
  });

  it('shows a designed stand-in with its kind and date when it has no picture, or when the picture fails', () => {
    const { container, rerender } = render(<NewsCard {...base} imageLabel="Fréttir" />);
    expect(container.querySelector('img')).toBeNull();
    const standIn = container.querySelector('[data-placeholder]');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn?.textContent).toBe(`Fréttir${base.date}`);
    rerender(<NewsCard {...base} imageLabel="Fréttir" image={{ src: '/missing.jpg', alt: '' }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).not.toBeNull();
  });

  it('with a motif, its stand-in is a cover: the category and the headline on a drawing, not the date', () => {
    const { container } = render(<NewsCard {...base} imageLabel="Góð ráð" imageMotif="rings" />);
    const cover = container.querySelector('[data-placeholder]')!;
    expect(cover.textContent).toBe('Góð ráðHraðinn skiptir máli');
    expect(cover.textContent).not.toContain(base.date);
    expect(cover.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d/);
  });

  it('shows a sized, lazy picture when it has one', () => {
    const { container, rerender } = render(<NewsCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<NewsCard {...base} image={{ src: '/frett.svg', alt: '' }} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/frett.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
  });

  it('fetches its picture with the page when it is in the first screenful', () => {
    const { container } = render(<NewsCard {...base} image={{ src: '/frett.svg', alt: '' }} imagePriority />);
    expect(container.querySelector('img')).not.toHaveAttribute('loading');
  });

  it('renders its link through the link component at the heading level asked for', () => {
    render(<NewsCard {...base} linkComponent={FakeLink} headingLevel={2} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
