import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './OfferCard.css';

export interface OfferCardProps {
  /** Who or what the offer is for ("Bílaleigur", "Gervigreindarráðgjöf"). */
  title: string;
  /** A sentence on what the offer solves for them. */
  text: string;
  /** What the offer includes, one line each (the AI offers list seven). */
  features: string[];
  /** Icon on a tinted tile above the title. */
  icon?: IconName;
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
export function OfferCard({ title, text, features, icon, action, headingLevel = 3, className }: OfferCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const titleId = useId();
  return (
    <article className={joinClasses(styles.card, className)} aria-labelledby={titleId}>
      {icon && (
        <span className={styles.badge}>
          <Icon name={icon} size="lg" />
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
