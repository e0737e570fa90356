import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceMockup } from './DeviceMockup';

describe('DeviceMockup', () => {
  it('is an inline SVG hidden from assistive technology, never focusable, with the consumer’s class', () => {
    const { container } = render(<DeviceMockup className="placed" />);
    const svg = container.firstElementChild!;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('placed');
    // No raster or external picture: nothing to fetch, nothing to compete with the heading as the largest paint.
    expect(container.querySelectorAll('image, img, use')).toHaveLength(0);
  });
});
