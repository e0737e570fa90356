import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProseSection } from './ProseSection';

describe('ProseSection', () => {
  it('renders every paragraph under its heading', () => {
    const { container } = render(<ProseSection title="1. Almennt" headingLevel={3} paragraphs={['Fyrsta.', 'Önnur.']} />);
    expect(screen.getByRole('heading', { level: 3, name: '1. Almennt' })).toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Fyrsta.', 'Önnur.']);
  });

  it('has no heading and no region without a title', () => {
    render(<ProseSection paragraphs={['Texti.']} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('makes the title the page heading at level 1, above the paragraphs', () => {
    render(<ProseSection headingLevel={1} title="Terms of service" paragraphs={['First.', 'Second.']} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Terms of service' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(heading.nextElementSibling).toHaveTextContent('First.');
  });
});
