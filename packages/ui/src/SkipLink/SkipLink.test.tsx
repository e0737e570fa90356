import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('links to the main content by default', () => {
    render(<SkipLink>Fara beint í efni</SkipLink>);
    expect(screen.getByRole('link', { name: 'Fara beint í efni' })).toHaveAttribute('href', '#main');
  });
});
