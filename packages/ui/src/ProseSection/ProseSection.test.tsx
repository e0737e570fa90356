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
});
