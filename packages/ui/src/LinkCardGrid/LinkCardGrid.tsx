import type { ReactNode } from 'react';
import type { LinkRenderer } from '../links';
import { itemKey } from '../internal/itemKey';
import { LinkCard, type LinkCardVariant } from '../LinkCard';
import { SectionBlock } from '../SectionBlock';
import * as styles from './LinkCardGrid.css';
import { fit } from '../internal/fitGrid.css';
import { joinClasses } from '../internal/joinClasses';
import type { SectionAttributes } from '../internal/attributes';

export interface LinkCardItem {
  /**
   * A stable identity for the card, unique in the grid (a page's id): the card keeps its element when the list
   * is reordered or its text and link change. Without one, a card is known by its position.
   */
  id?: string;
  /** Icon of the card: any icon element (an SVG of your icon set, such as `<Icon name="search" />` from `@hraun/ui/icons/hraun`); the slot sizes it. */
  icon?: ReactNode;
  /** The card's heading and link text. */
  title: string;
  /** A sentence about the page it leads to. */
  text: string;
  /** Where the card leads. */
  href: string;
  /** A short tag under the card's heading ("New"). */
  badge?: string;
  /** A line of detail under the card's text, such as a price. */
  meta?: string;
}

export interface LinkCardGridProps extends SectionAttributes {
  /** Heading of the section. */
  title?: string;
  /** Lead paragraph under the heading. */
  text?: string;
  /** The cards. */
  items: LinkCardItem[];
  /** The read-on line shown on every card ("Read more"). None by default: the cards' titles are their links. */
  linkLabel?: string;
  /** Component that renders each link, given `href`, `className` and `children`. Defaults to a plain `<a>`. */
  linkComponent?: LinkRenderer;
  /** Content under the grid, such as a button to an overview page. */
  footer?: ReactNode;
  /** Look of the cards (see `LinkCard`): `'plain' | 'accent'`, default `'plain'`. `plain` puts the icon on a tile, `accent` draws an accent rule with the icon beside the heading. */
  variant?: LinkCardVariant;
  /** Background of the section: `'plain' | 'muted'`; by default `muted` behind `accent` cards and `plain` behind `plain` ones. */
  tone?: 'plain' | 'muted';
  /** Level of the section heading: `2 | 3`, default `2`; the cards' headings are one level below. */
  headingLevel?: 2 | 3;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A section of `LinkCard`s that each lead to another page (an overview of pages, a home page's highlights). */
export function LinkCardGrid({
  title,
  text,
  items,
  linkLabel,
  linkComponent,
  footer,
  variant = 'plain',
  tone = variant === 'accent' ? 'muted' : 'plain',
  headingLevel = 2,
  className,
  ...rest
}: LinkCardGridProps) {
  const cardLevel = title ? ((headingLevel + 1) as 3 | 4) : headingLevel;
  return (
    <SectionBlock {...rest} className={className} title={title} text={text} headingLevel={headingLevel} tone={tone}>
      <ul className={joinClasses(styles.grid, fit[items.length])}>
        {items.map(({ id, ...card }, index) => (
          <li key={itemKey({ id }, index)} className={styles.cell}>
            <LinkCard {...card} variant={variant} linkLabel={linkLabel} linkComponent={linkComponent} headingLevel={cardLevel} />
          </li>
        ))}
      </ul>
      {footer && <div className={styles.footer}>{footer}</div>}
    </SectionBlock>
  );
}
