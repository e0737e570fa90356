import type { HTMLAttributes } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { responsiveClasses, type LayoutElement, type Responsive, type SpaceToken } from '../internal/responsive';
import { gap as gapClasses } from '../internal/responsive.css';
import * as styles from './Grid.css';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Equal columns, per breakpoint if needed: `{ base: 1, wide: 2, desktop: 3 }`. Leave it out to let `fit` choose
   * how many fit.
   */
  columns?: Responsive<1 | 2 | 3 | 4 | 5 | 6>;
  /**
   * When `columns` is not set: as many columns as fit, none narrower than a `card` (half the reading measure, the
   * default) or a `tile` (a quarter of it).
   */
  fit?: 'card' | 'tile';
  /** Space between the cells, a theme space token, per breakpoint if needed. Default `lg`. */
  gap?: Responsive<SpaceToken>;
  /** The element to render (`ul` with `li` children for a list of cards). Default `div`. */
  as?: LayoutElement;
}

/** Children in equal columns: a fixed count per breakpoint, or as many as fit. */
export function Grid({ columns, fit = 'card', gap = 'lg', as: Element = 'div', className, ...rest }: GridProps) {
  return (
    <Element
      className={joinClasses(
        styles.grid,
        columns === undefined ? styles.fit[fit] : undefined,
        ...responsiveClasses(columns, styles.columns),
        ...responsiveClasses(gap, gapClasses),
        className,
      )}
      {...rest}
    />
  );
}
