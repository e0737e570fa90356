import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenefitBlocks } from './BenefitBlocks';

describe('BenefitBlocks', () => {
  it('shows text and bullets only when given', () => {
    render(<BenefitBlocks title="Kostir" items={[{ title: 'Hratt', text: 'Á nokkrum dögum.' }, { title: 'Opið', bullets: ['Engin gjöld', 'Þín gögn'] }]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Hratt', 'Opið']);
    expect(screen.getByText('Á nokkrum dögum.')).toBeInTheDocument();
    expect(screen.getByText('Engin gjöld')).toBeInTheDocument();
    expect(screen.getByText('Þín gögn')).toBeInTheDocument();
  });
});
