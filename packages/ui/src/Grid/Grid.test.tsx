import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gap } from '../internal/responsive.css';
import { Grid } from './Grid';
import * as styles from './Grid.css';

describe('Grid', () => {
  it('fits as many card-wide columns as there is room for by default', () => {
    const { container } = render(<Grid>a</Grid>);
    const classes = container.firstElementChild!.classList;
    expect(classes).toContain(styles.fit.card);
    expect(classes).toContain(gap.base.lg);
  });

  it('uses fixed columns per breakpoint when asked, and no fit', () => {
    const { container } = render(<Grid columns={{ base: 1, wide: 2, desktop: 4 }} fit="tile" as="ul">a</Grid>);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('UL');
    expect(box.classList).toContain(styles.columns.base[1]);
    expect(box.classList).toContain(styles.columns.wide[2]);
    expect(box.classList).toContain(styles.columns.desktop[4]);
    expect(box.classList).not.toContain(styles.fit.tile);
  });
});
