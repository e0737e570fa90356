import { Children, isValidElement, type ReactNode } from 'react';
import { SectionBlock } from '../SectionBlock';
import * as styles from './PackageGrid.css';
import { fit } from '../internal/fitGrid.css';
import { joinClasses } from '../internal/joinClasses';
import type { SectionAttributes } from '../internal/attributes';

export interface PackageGridProps extends SectionAttributes {
  /** Heading of the section ("Pricing"). */
  title: string;
  /** Lead paragraph under the heading. */
  text?: string;
  /**
   * The cards, usually `PackageCard`s; each becomes an item of the grid's list. Give their headings the level
   * below the section's (3 under the default level 2).
   */
  children: ReactNode;
  /** Level of the section heading: `2` or `3`. Default `2`. */
  headingLevel?: 2 | 3;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A section of price cards: a heading, an optional lead and the cards as a list in a responsive grid (one
 * column on a phone, as many as fit on wider screens, all of a row the same height).
 */
export function PackageGrid({ title, text, children, headingLevel = 2, className, ...rest }: PackageGridProps) {
  const cards = Children.toArray(children);
  return (
    <SectionBlock {...rest} className={className} title={title} text={text} headingLevel={headingLevel}>
      <ul className={joinClasses(styles.grid, fit[cards.length])}>
        {cards.map((child, index) => (
          <li key={isValidElement(child) && child.key !== null ? child.key : index} className={styles.cell}>
            {child}
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
