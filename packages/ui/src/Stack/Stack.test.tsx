import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gap } from '../internal/responsive.css';
import { Stack } from './Stack';
import * as styles from './Stack.css';

describe('Stack', () => {
  it('renders a div with the default gap, and the element asked for', () => {
    const { container, rerender } = render(<Stack>a</Stack>);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('DIV');
    expect(box.classList).toContain(gap.base.md);
    rerender(<Stack as="ul"><li>a</li></Stack>);
    expect(screen.getByRole('list')).toBeInTheDocument();
  });

  it('gives a responsive gap one class per breakpoint it names', () => {
    const { container } = render(<Stack gap={{ base: 'sm', wide: 'xl' }} align={{ desktop: 'center' }}>a</Stack>);
    const classes = container.firstElementChild!.classList;
    expect(classes).toContain(gap.base.sm);
    expect(classes).toContain(gap.wide.xl);
    expect(classes).not.toContain(gap.desktop.xl);
    expect(classes).toContain(styles.align.desktop.center);
  });

  it('passes id, className and other attributes on', () => {
    const { container } = render(<Stack id="faq" className="own" aria-label="Questions">a</Stack>);
    const box = container.firstElementChild!;
    expect(box).toHaveAttribute('id', 'faq');
    expect(box).toHaveAttribute('aria-label', 'Questions');
    expect(box.classList).toContain('own');
  });
});
