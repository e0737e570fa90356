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

describe('Testimonials', () => {
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
