import type { HTMLAttributes, ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import { responsiveClasses, type Responsive, type SpaceToken } from '../internal/responsive';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The card's content: a heading, text, a list, buttons. */
  children?: ReactNode;
  /** An image or any node at the top of the card, flush with its edges (an `img` there spans the card). */
  media?: ReactNode;
  /** Space inside the card around its content, per breakpoint if needed. Default `lg`. */
  padding?: Responsive<SpaceToken>;
  /** Marks the card out with the accent colour on its top edge (one card in a group, at most). Default `false`. */
  emphasis?: boolean;
  /** The element to render: `article` for a self-contained item, `li` inside a list, `section`. Default `div`. */
  as?: 'div' | 'article' | 'section' | 'aside' | 'li';
}

/**
 * A plain card: the package's card surface (border, radius, shadow) around any content, with an optional media slot
 * on top. It is not a link; for a card that leads somewhere, use `LinkCard`.
 */
export function Card({ children, media, padding = 'lg', emphasis = false, as: Element = 'div', className, ...rest }: CardProps) {
  return (
    <Element className={joinClasses(styles.card, emphasis && styles.emphasis, className)} {...rest}>
      {media && <div className={styles.media}>{media}</div>}
      <div className={joinClasses(styles.body, ...responsiveClasses(padding, styles.padding))}>{children}</div>
    </Element>
  );
}
