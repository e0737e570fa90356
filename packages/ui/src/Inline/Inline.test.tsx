import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gap } from '../internal/responsive.css';
import { Inline } from './Inline';
import * as styles from './Inline.css';

describe('Inline', () => {
  it('wraps by default with a small gap and centred items', () => {
    const { container } = render(<Inline>a</Inline>);
    const classes = container.firstElementChild!.classList;
    expect(classes).toContain(gap.base.sm);
    expect(classes).toContain(styles.align.base.center);
    expect(classes).not.toContain(styles.nowrap);
  });

  it('takes responsive justify, nowrap and the element', () => {
    const { container } = render(<Inline as="nav" justify={{ base: 'start', wide: 'between' }} nowrap id="actions">a</Inline>);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('NAV');
    expect(box).toHaveAttribute('id', 'actions');
    expect(box.classList).toContain(styles.justify.wide.between);
    expect(box.classList).toContain(styles.nowrap);
  });
});
