import { render, screen } from '@testing-library/react';
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
    render(<NewsCard {...base} />);
    const time = screen.getByText('14/9/2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-09-14T09:00:00.000Z');
  });

  it('shows a sized, lazy picture only when it has one', () => {
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
