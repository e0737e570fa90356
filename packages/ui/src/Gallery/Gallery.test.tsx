import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const images = [
  { src: '/a-800.jpg', alt: 'The home page', width: 1200, height: 675, sources: [{ type: 'image/webp', srcSet: '/a-480.webp 480w' }] },
  { src: '/b-800.jpg', alt: 'Three phone screens', width: 800, height: 600, caption: 'On a phone' },
];

describe('Gallery', () => {
  it('lists each picture as a figure with its alt text, size and caption', () => {
    render(<Gallery label="Screens" images={images} />);
    const items = within(screen.getByRole('list', { name: 'Screens' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'The home page' })).toHaveAttribute('width', '1200');
    expect(screen.getByRole('img', { name: 'Three phone screens' })).toHaveAttribute('height', '600');
    expect(items[0]!.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(items[1]!.querySelector('figcaption')).toHaveTextContent('On a phone');
    expect(items[0]!.querySelector('figcaption')).toBeNull();
  });

  it('renders nothing without pictures', () => {
    const { container } = render(<Gallery label="Screens" images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
