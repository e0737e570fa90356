import type { LinkComponent } from '../links';
import { Icon } from '../Icon';
import type { CardImage } from '../ProjectCard';
import * as styles from './NewsCard.css';

export interface NewsCardProps {
  /** The article's title; the card's heading and its one link. */
  title: string;
  /** The article's excerpt (or the start of its text when it has none). */
  excerpt: string;
  /** The publication date as the reader should see it ("08/10/2026"). */
  date: string;
  /** The same date as an ISO timestamp, for the `time` element. */
  dateTime: string;
  /** The article's image; a card without one shows only text. */
  image?: CardImage;
  /** Where the card leads (the article). */
  href: string;
  /** The visible call to read on ("Lesa frétt"); the whole card is the link. */
  linkLabel: string;
  /** Component that renders the link (a router's link); defaults to a plain `a`. */
  linkComponent?: LinkComponent;
  /** Level of the card's heading. */
  headingLevel?: 2 | 3 | 4;
}

/** A news article in a list: image (if any), date, title and excerpt; the heading's link covers the card. */
export function NewsCard({
  title,
  excerpt,
  date,
  dateTime,
  image,
  href,
  linkLabel,
  linkComponent: Link = 'a',
  headingLevel = 3,
}: NewsCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={styles.card}>
      {image && <img className={styles.image} src={image.src} alt={image.alt} width={640} height={360} loading="lazy" decoding="async" />}
      <div className={styles.body}>
        <time className={styles.date} dateTime={dateTime}>
          {date}
        </time>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p className={styles.text}>{excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          {linkLabel}
          <Icon name="arrow" size="sm" />
        </span>
      </div>
    </article>
  );
}
