import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';
import * as styles from './Container.css';

describe('Container', () => {
  it('is container-wide with medium edges by default', () => {
    const { container } = render(<Container>a</Container>);
    const classes = container.firstElementChild!.classList;
    expect(classes).toContain(styles.width.container);
    expect(classes).toContain(styles.padding.base.md);
  });

  it('takes the reading measure, responsive padding and a landmark element', () => {
    const { container } = render(<Container as="main" width="prose" padding={{ base: 'sm', desktop: 'xl' }} id="content">a</Container>);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('MAIN');
    expect(box).toHaveAttribute('id', 'content');
    expect(box.classList).toContain(styles.width.prose);
    expect(box.classList).toContain(styles.padding.base.sm);
    expect(box.classList).toContain(styles.padding.desktop.xl);
  });
});
