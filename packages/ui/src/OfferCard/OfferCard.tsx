import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { iconLarge } from '../internal/iconSlot.css';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './OfferCard.css';
import type { SectionAttributes } from '../internal/attributes';

export interface OfferCardProps extends SectionAttributes {
  /** Who or what the offer is for ("Car rentals", "AI consulting"). */
  title: string;
  /** A sentence on what the offer solves for them. */
  text: string;
  /** What the offer includes, one line each (the AI offers list seven). */
  features: string[];
  /** Icon on a tinted tile above the title: any icon element (an SVG of your icon set, such as `<Icon name="search" />` from `@hraun/ui/icons/hraun`); the slot sizes it. Decorative. */
  icon?: ReactNode;
  /** A call to action at the foot of the card, usually a `Button` rendered as a link. */
  action?: ReactNode;
  /** Level of the card's heading: `2`, `3` or `4`. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A tailored offer (an industry package or a detailed service offer): icon, title, a sentence, what is
 * included and an optional call to action. Unlike a price package it carries no price: it invites a quote.
 */
export function OfferCard({ title, text, features, icon, action, headingLevel = 3, className, ...rest }: OfferCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const titleId = useId();
  return (
    <article {...rest} className={joinClasses(styles.card, className)} aria-labelledby={titleId}>
      {icon && (
        <span className={joinClasses(styles.badge, iconLarge)} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {features.length > 0 && (
        <ul className={styles.features}>
          {features.map((feature, index) => (
            <li key={index} className={styles.feature}>
              <Icon name="check" size="sm" className={styles.tick} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
