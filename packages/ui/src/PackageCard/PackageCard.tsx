import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './PackageCard.css';
import type { SectionAttributes } from '../internal/attributes';

export interface PackageCardProps extends SectionAttributes {
  /** The package's name: the card's heading. */
  name: string;
  /** The price, already formatted ("$1,490", or "Quote" for a package priced on request). */
  price: string;
  /** A short line under the price ("excl. VAT", "a month"). */
  priceNote?: string;
  /** A sentence about the package. */
  description: string;
  /** What the package includes, listed with ticks. */
  features: string[];
  /** Marks the package with the popular badge and an accent border. Default `false`. */
  popular?: boolean;
  /** Text of the popular badge ("Most popular"), shown only when `popular` is set; needed only then. */
  popularLabel?: string;
  /** The call to action at the foot of the card: one or more buttons or button-styled links. */
  action: ReactNode;
  /** Level of the card's heading: `2`, `3` or `4`. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A price card for one package: its name (with a "popular" badge when it is the one to recommend), the price
 * and a note, a sentence, a ticked list of what it includes, and the call to action at the foot. The card is an
 * `article` named by its heading; the badge is words, so the recommendation never rests on colour alone.
 */
export function PackageCard({ name, price, priceNote, description, features, popular = false, popularLabel, action, headingLevel = 3, className, ...rest }: PackageCardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article {...rest}
      className={joinClasses(styles.card, popular && styles.popular, className)}
      aria-labelledby={`${id}-name`}
      // The app's own description first, then the badge.
      aria-describedby={[rest['aria-describedby'], popular && popularLabel && `${id}-popular`].filter(Boolean).join(' ') || undefined}
    >
      <div className={styles.head}>
        <Heading id={`${id}-name`} className={styles.name}>
          {name}
        </Heading>
        {popular && popularLabel && (
          <p id={`${id}-popular`} className={styles.badge}>
            {popularLabel}
          </p>
        )}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span>
        {priceNote && <span className={styles.note}>{priceNote}</span>}
      </p>
      <p className={styles.text}>{description}</p>
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
      <div className={styles.actions}>{action}</div>
    </article>
  );
}
