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

  it('says once, above the fields, what their asterisk means', () => {
    const { container } = render(
      <FormGrid requiredNote="Reiti merkta * þarf að fylla út.">
        <input aria-label="Nafn" required />
      </FormGrid>,
    );
    const [note, grid] = Array.from(container.children);
    expect(note?.tagName).toBe('P');
    expect(note).toHaveTextContent('Reiti merkta * þarf að fylla út.');
    expect(grid?.contains(screen.getByRole('textbox', { name: 'Nafn' }))).toBe(true);
  });
});
