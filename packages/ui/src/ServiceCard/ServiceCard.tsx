import type { LinkComponent } from '../links';
import { Icon, type IconName } from '../Icon';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './ServiceCard.css';

export interface LinkCardProps {
  /** Icon drawn at the top of the card. */
  icon?: IconName;
  /** The card's heading; it is also the link's text. */
  title: string;
  /** A sentence or two about the page the card leads to. */
  text: string;
  /** Where the card leads. */
  href: string;
  /** The visible call to read on ("Read more"); the whole card is the link. */
  linkLabel: string;
  /**
   * Component that renders the link, given `href`, `className` and `children` (a router's link).
   * Defaults to a plain `a`.
   */
  linkComponent?: LinkComponent;
  /** Level of the card's heading. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A card that leads to a service page: an icon on a tinted tile, a heading, a sentence and a read-on line.
 * The heading is the one link; it stretches over the whole card so anywhere on it can be clicked.
 */
export function ServiceCard({ icon, title, text, href, linkLabel, linkComponent: Link = 'a', headingLevel = 3, className }: LinkCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={joinClasses(styles.card, className)}>
      {icon && (
        <span className={styles.badge}>
          <Icon name={icon} size="lg" />
        </span>
      )}
      <Heading className={styles.title}>
        <Link href={href} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <p className={styles.text}>{text}</p>
      <span className={styles.more} aria-hidden="true">
        {linkLabel}
        <Icon name="arrow" size="sm" />
      </span>
    </article>
  );
}
