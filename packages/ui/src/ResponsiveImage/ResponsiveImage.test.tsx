import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

const base = { src: '/work/a-800.jpg', alt: 'A site on a laptop', width: 1200, height: 675 };

describe('ResponsiveImage', () => {
  it('renders a picture with its sources first and a sized, lazy, async img last', () => {
    const { container } = render(
      <ResponsiveImage {...base} sources={[{ type: 'image/webp', srcSet: '/a-480.webp 480w, /a-1200.webp 1200w' }]} sizes="50vw" />,
    );
    const picture = container.querySelector('picture')!;
    expect([...picture.children].map((child) => child.tagName)).toEqual(['SOURCE', 'IMG']);
    expect(picture.querySelector('source')).toHaveAttribute('srcset', '/a-480.webp 480w, /a-1200.webp 1200w');
    expect(picture.querySelector('source')).toHaveAttribute('sizes', '50vw');
    const image = screen.getByRole('img', { name: 'A site on a laptop' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    // No srcset of its own: no sizes on the img either.
    expect(image).not.toHaveAttribute('sizes');
  });

  it('gives a source its media query, in the order given, so a wide screen can take sharper files first', () => {
    const { container } = render(
      <ResponsiveImage
        {...base}
        sources={[
          { type: 'image/avif', srcSet: '/a-800-sharp.avif 800w', media: '(min-width: 48rem)' },
          { type: 'image/avif', srcSet: '/a-800.avif 800w' },
        ]}
      />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('media'))).toEqual(['(min-width: 48rem)', null]);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(['/a-800-sharp.avif 800w', '/a-800.avif 800w']);
  });

  it('is fetched with the page at high priority and decoded with the paint when it has priority', () => {
    render(<ResponsiveImage {...base} priority />);
    const image = screen.getByRole('img');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('leaves the fetch priority to the browser without priority', () => {
    render(<ResponsiveImage {...base} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });

  it('shows its fallback when the file cannot be loaded, and tries again with a new src', () => {
    const { rerender } = render(<ResponsiveImage {...base} fallback={<p>Stand-in</p>} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Stand-in')).toBeInTheDocument();
    rerender(<ResponsiveImage {...base} src="/work/b-800.jpg" fallback={<p>Stand-in</p>} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/work/b-800.jpg');
  });

  it('keeps the img when there is no fallback to show', () => {
    render(<ResponsiveImage {...base} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
