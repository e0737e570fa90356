import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImagePlaceholder } from './ImagePlaceholder';
import { motifPath } from './motif';

describe('ImagePlaceholder', () => {
  it('sets the name and the label, hidden from assistive technology', () => {
    const { container } = render(<ImagePlaceholder title="Brimnes" label="Vefsíða" />);
    const frame = container.firstElementChild!;
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.textContent).toBe('VefsíðaBrimnes');
  });

  it('sets a cover: the same name and label, marked as a cover, at the cover size', () => {
    const { container } = render(<ImagePlaceholder title="Hraði vefsins skiptir máli" label="Góð ráð" motif="rings" size="cover" />);
    const frame = container.firstElementChild!;
    expect(frame).toHaveAttribute('data-size', 'cover');
    expect(frame.textContent).toBe('Góð ráðHraði vefsins skiptir máli');
    expect(render(<ImagePlaceholder title="Brimnes" />).container.firstElementChild).toHaveAttribute('data-size', 'card');
  });

  it('has no label line without a label, and keeps the consumer’s class', () => {
    const { container } = render(<ImagePlaceholder title="Brimnes" className="placed" />);
    const frame = container.firstElementChild!;
    expect(frame.textContent).toBe('Brimnes');
    expect(frame).toHaveClass('placed');
    expect(frame.querySelectorAll('span')).toHaveLength(1);
  });

  it('draws a motif seeded by the title: the same title the same picture, another title another, a few hundred bytes', () => {
    for (const motif of ['columns', 'flow', 'rings'] as const) {
      const draw = (title: string) => render(<ImagePlaceholder title={title} motif={motif} />).container.querySelector('svg')!.outerHTML;
      const first = draw('Hraun fagnar 20 árum');
      expect(draw('Hraun fagnar 20 árum')).toBe(first);
      expect(draw('Ný vefverslun opnuð')).not.toBe(first);
      expect(new TextEncoder().encode(first).length).toBeLessThan(700);
      expect(first).toContain('aria-hidden="true"');
    }
    // Without a motif: no drawing, the stripes of the frame's background.
    expect(render(<ImagePlaceholder title="Brimnes" />).container.querySelector('svg')).toBeNull();
  });

  it('keeps every motif inside its 160 × 90 drawing for any title', () => {
    for (const title of ['a', 'Ný vefverslun opnuð', 'x'.repeat(300), '😀 emoji']) {
      for (const motif of ['columns', 'flow', 'rings'] as const) {
        const numbers = motifPath(motif, title).match(/-?\d+/g)!.map(Number);
        expect(numbers.every((value) => Number.isInteger(value) && Math.abs(value) <= 160), `${motif} ${title}`).toBe(true);
      }
    }
  });
});
