import type { HTMLAttributes } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { responsiveClasses, type LayoutElement, type Responsive, type SpaceToken } from '../internal/responsive';
import { gap as gapClasses } from '../internal/responsive.css';
import * as styles from './Inline.css';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, across and down, a theme space token, per breakpoint if needed. Default `sm`. */
  gap?: Responsive<SpaceToken>;
  /** Where the children sit on the row's height. Default `center`. */
  align?: Responsive<'start' | 'center' | 'end' | 'baseline' | 'stretch'>;
  /** How the children share the row: `start` (the default), `center`, `end`, or `between` (pushed to both ends). */
  justify?: Responsive<'start' | 'center' | 'end' | 'between'>;
  /** Keep every child on one line instead of wrapping onto the next (only where they always fit). Default `false`. */
  nowrap?: boolean;
  /** The element to render (`ul` with `li` children for a list of tags or links). Default `div`. */
  as?: LayoutElement;
}

/** A cluster: children side by side that wrap onto the next line when the row is full (buttons, tags, links). */
export function Inline({ gap = 'sm', align = 'center', justify, nowrap = false, as: Element = 'div', className, ...rest }: InlineProps) {
  return (
    <Element
      className={joinClasses(
        styles.inline,
        nowrap && styles.nowrap,
        ...responsiveClasses(gap, gapClasses),
        ...responsiveClasses(align, styles.align),
        ...responsiveClasses(justify, styles.justify),
        className,
      )}
      {...rest}
    />
  );
}
