import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormGrid } from './FormGrid';

describe('FormGrid', () => {
  it('renders its fields in order inside one grid element', () => {
    const { container } = render(
      <FormGrid>
        <input aria-label="Fyrst" />
        <textarea aria-label="Svo" />
      </FormGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toMatch(/\S/);
    expect(Array.from(grid.children).map((child) => child.getAttribute('aria-label'))).toEqual(['Fyrst', 'Svo']);
    expect(screen.getByRole('textbox', { name: 'Svo' })).toBeTruthy();
  });
});
