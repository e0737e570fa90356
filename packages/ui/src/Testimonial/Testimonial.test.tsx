import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Testimonial, Testimonials } from './Testimonial';

const quote = { quote: 'Pantanir tvöfölduðust.', name: 'Dæmi Dæmason', role: 'Framkvæmdastjóri', company: 'Dæmafélagið ehf.' };

describe('Testimonial', () => {
  it('is a figure: the quote in a blockquote, who said it in the caption', () => {
    const { container } = render(<Testimonial {...quote} />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')?.textContent).toBe('Pantanir tvöfölduðust.');
    expect(figure.querySelector('figcaption')?.textContent).toBe('Dæmi DæmasonFramkvæmdastjóri, Dæmafélagið ehf.');
    expect(container.querySelector('img')).toBeNull();
  });

  it('leaves out the missing parts of the affiliation and shows a decorative photo', () => {
    render(<Testimonial {...quote} role={undefined} image={{ src: '/p.jpg', alt: '', width: 96, height: 96 }} />);
    const caption = screen.getByRole('figure').querySelector('figcaption')!;
    expect(caption.textContent).toBe('Dæmi DæmasonDæmafélagið ehf.');
    const image = caption.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('width')).toBe('96');
  });
});

describe('Testimonial, featured', () => {
  it('draws the consumer\'s media before the quote, inside the figure, and marks the variant', () => {
    render(<Testimonial {...quote} variant="featured" media={<img src="/logo.svg" alt="" width={200} height={80} data-testid="media" />} />);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAttribute('data-variant', 'featured');
    const media = screen.getByTestId('media');
    expect(figure.contains(media)).toBe(true);
    // Media first in source order: on phones it sits above the quote; the quote and caption are unchanged.
    expect(media.compareDocumentPosition(figure.querySelector('blockquote')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.querySelector('figcaption')?.textContent).toBe('Dæmi DæmasonFramkvæmdastjóri, Dæmafélagið ehf.');
  });

  it('ignores media on a card: only the featured layout has room for it', () => {
    render(<Testimonial {...quote} media={<img src="/logo.svg" alt="" data-testid="media" />} />);
    expect(screen.getByRole('figure')).toHaveAttribute('data-variant', 'card');
    expect(screen.queryByTestId('media')).toBeNull();
  });

  it('gives a featured quote other classes than a card, with or without media', () => {
    const { rerender } = render(<Testimonial {...quote} />);
    const cardClass = screen.getByRole('figure').className;
    rerender(<Testimonial {...quote} variant="featured" />);
    const featuredClass = screen.getByRole('figure').className;
    rerender(<Testimonial {...quote} variant="featured" media={<span>logo</span>} />);
    const withMediaClass = screen.getByRole('figure').className;
    expect(new Set([cardClass, featuredClass, withMediaClass]).size).toBe(3);
  });
});

describe('Testimonials', () => {
  it('features every quote with variant="featured"', () => {
    render(<Testimonials title="Umsagnir" variant="featured" items={[{ ...quote, id: 'a', media: <img src="/p.jpg" alt="" data-testid="media" /> }]} />);
    expect(screen.getByRole('figure')).toHaveAttribute('data-variant', 'featured');
    expect(screen.getByTestId('media')).toBeInTheDocument();
  });

  it('renders nothing at all for an empty list: no heading, no section', () => {
    const { container } = render(<Testimonials title="Það sem viðskiptavinir segja" items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each quote under the heading', () => {
    render(<Testimonials title="Það sem viðskiptavinir segja" items={[{ id: 'a', ...quote }, { id: 'b', ...quote, name: 'Sýnis' }]} />);
    expect(screen.getByRole('heading', { name: 'Það sem viðskiptavinir segja' })).toBeTruthy();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });
});
