import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessSteps } from './ProcessSteps';

const steps = [
  { title: 'Greining', text: 'Við kynnumst rekstrinum.' },
  { title: 'Hönnun', text: 'Við hönnum.' },
];

describe('ProcessSteps', () => {
  it('lists the steps in order under the section heading', () => {
    render(<ProcessSteps title="Ferlið" steps={steps} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Greining', 'Hönnun']);
    expect(screen.getByRole('region', { name: 'Ferlið' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the picture with its size and text alternative', () => {
    render(<ProcessSteps title="Ferlið" steps={steps} image={{ src: '/ferli.jpg', alt: 'Teymið að störfum', width: 800, height: 600 }} />);
    const img = screen.getByRole('img', { name: 'Teymið að störfum' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
