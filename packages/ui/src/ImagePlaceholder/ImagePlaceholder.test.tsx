import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImagePlaceholder } from './ImagePlaceholder';

describe('ImagePlaceholder', () => {
  it('sets the name and the label, hidden from assistive technology', () => {
    const { container } = render(<ImagePlaceholder title="Brimnes" label="Vefsíða" />);
    const frame = container.firstElementChild!;
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.textContent).toBe('VefsíðaBrimnes');
  });

  it('has no label line without a label, and keeps the consumer’s class', () => {
    const { container } = render(<ImagePlaceholder title="Brimnes" className="placed" />);
    const frame = container.firstElementChild!;
    expect(frame.textContent).toBe('Brimnes');
    expect(frame).toHaveClass('placed');
    expect(frame.querySelectorAll('span')).toHaveLength(1);
  });
});
