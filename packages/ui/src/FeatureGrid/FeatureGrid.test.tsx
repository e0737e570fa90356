import { Icon } from '../Icon';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid';

const items = [
  { icon: <Icon name="speed" />, title: 'Hraði', text: 'Hraðir vefir.' },
  { title: 'Öryggi', text: 'Öruggir vefir.', bullets: ['SSL', 'Afritun'] },
];

describe('FeatureGrid', () => {
  it('puts item headings one level below the section heading', () => {
    render(<FeatureGrid title="Kostir" items={items} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Kostir' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Hraði', 'Öryggi']);
    expect(screen.getByText('Afritun')).toBeTruthy();
  });

  it('gives items the section level when it has no heading', () => {
    render(<FeatureGrid items={items} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
