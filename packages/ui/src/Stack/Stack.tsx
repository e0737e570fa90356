import type { HTMLAttributes } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { responsiveClasses, type LayoutElement, type Responsive, type SpaceToken } from '../internal/responsive';
import { gap as gapClasses } from '../internal/responsive.css';
import * as styles from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, a theme space token, per breakpoint if needed: `{ base: 'sm', wide: 'lg' }`. Default `md`. */
  gap?: Responsive<SpaceToken>;
  /** Where the children sit across the column: `stretch` (full width, the default), `start`, `center` or `end`. */
  align?: Responsive<'start' | 'center' | 'end' | 'stretch'>;
  /** The element to render (a list for a list of items: `ul` with `li` children). Default `div`. */
  as?: LayoutElement;
}

/** Children one under another with even space between them, from the theme's space tokens. */
export function Stack({ gap = 'md', align, as: Element = 'div', className, ...rest }: StackProps) {
  return (
    <Element
      className={joinClasses(styles.stack, ...responsiveClasses(gap, gapClasses), ...responsiveClasses(align, styles.align), className)}
      {...rest}
    />
  );
}
