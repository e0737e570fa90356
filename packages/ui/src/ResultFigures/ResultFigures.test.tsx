import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultFigures } from './ResultFigures';

describe('ResultFigures', () => {
  it('lists each figure with its label, in order, under the list’s name', () => {
    render(
      <ResultFigures
        label="Results"
        items={[
          { value: '+40%', label: 'mobile orders' },
          { value: '3×', label: 'Christmas sales' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['+40% mobile orders', '3× Christmas sales']);
  });

  it('renders nothing without figures', () => {
    const { container } = render(<ResultFigures label="Results" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
