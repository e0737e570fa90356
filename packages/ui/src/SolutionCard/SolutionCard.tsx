import { Icon } from '../Icon';
import type { LinkCardProps } from '../ServiceCard';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './SolutionCard.css';

export type SolutionCardProps = LinkCardProps;

/**
 * A card that leads to a solution page: an accent rule along its top, the icon beside the heading, a sentence
 * and a read-on line. Like `ServiceCard`, the heading is the one link and covers the whole card.
 */
export function SolutionCard({ icon, title, text, href, linkLabel, linkComponent: Link = 'a', headingLevel = 3, className }: SolutionCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={joinClasses(styles.card, className)}>
      <div className={styles.head}>
        {icon && (
          <span className={styles.badge}>
            <Icon name={icon} />
          </span>
        )}
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
      </div>
      <p className={styles.text}>{text}</p>
      <span className={styles.more} aria-hidden="true">
        {linkLabel}
        <Icon name="arrow" size="sm" />
      </span>
    </article>
  );
}
