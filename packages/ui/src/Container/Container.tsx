import type { HTMLAttributes } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { responsiveClasses, type LayoutElement, type Responsive, type SpaceToken } from '../internal/responsive';
import * as styles from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Most width of the content: the theme's `container` (the default) or its reading measure, `prose`. */
  width?: 'container' | 'prose';
  /** Space between the content and the screen's edges, per breakpoint if needed. Default `md`. */
  padding?: Responsive<SpaceToken>;
  /** The element to render (`main`, `section`...). Default `div`. */
  as?: LayoutElement;
}

/** Centres its content in a column no wider than the theme's measure, with space at the screen's edges. */
export function Container({ width = 'container', padding = 'md', as: Element = 'div', className, ...rest }: ContainerProps) {
  return <Element className={joinClasses(styles.container, styles.width[width], ...responsiveClasses(padding, styles.padding), className)} {...rest} />;
}
