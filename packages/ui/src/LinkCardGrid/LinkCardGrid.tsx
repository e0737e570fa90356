import type { ReactNode } from 'react';
import type { LinkComponent } from '../links';
import type { IconName } from '../Icon';
import { SectionBlock } from '../SectionBlock';
import { ServiceCard } from '../ServiceCard';
import { SolutionCard } from '../SolutionCard';
import * as styles from './LinkCardGrid.css';

export interface LinkCardItem {
  /** Icon of the card. */
  icon?: IconName;
  /** The card's heading and link text. */
  title: string;
  /** A sentence about the page it leads to. */
  text: string;
  /** Where the card leads. */
  href: string;
}

export interface LinkCardGridProps {
  /** Heading of the section. */
  title?: string;
  /** Lead paragraph under the heading. */
  text?: string;
  /** The cards. */
  items: LinkCardItem[];
  /** The read-on line shown on every card ("Read more"). */
  linkLabel: string;
  /** Component that renders each link, given `href`, `className` and `children`. Defaults to `a`. */
  linkComponent?: LinkComponent;
  /** Content under the grid, such as a button to an overview page. */
  footer?: ReactNode;
  /** Card style: `service` cards (icon tile) or `solution` cards (accent rule, icon beside the heading). */
  variant?: 'service' | 'solution';
  /** Level of the section heading; the cards' headings are one level below. */
  headingLevel?: 2 | 3;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A section of cards that each lead to another page (service or solution overviews, the home page). */
export function LinkCardGrid({
  title,
  text,
  items,
  linkLabel,
  linkComponent,
  footer,
  variant = 'service',
  headingLevel = 2,
  className,
}: LinkCardGridProps) {
  const Card = variant === 'solution' ? SolutionCard : ServiceCard;
  const cardLevel = title ? ((headingLevel + 1) as 3 | 4) : headingLevel;
  return (
    <SectionBlock className={className} title={title} text={text} headingLevel={headingLevel} tone={variant === 'solution' ? 'muted' : 'plain'}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.href} className={styles.cell}>
            <Card {...item} linkLabel={linkLabel} linkComponent={linkComponent} headingLevel={cardLevel} />
          </li>
        ))}
      </ul>
      {footer && <div className={styles.footer}>{footer}</div>}
    </SectionBlock>
  );
}
