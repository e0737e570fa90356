import type { LinkComponent } from '../links';
import { Icon } from '../Icon';
import * as styles from './ProjectCard.css';

/** An image a card shows: its address and its text alternative ("" when it only decorates). */
export interface CardImage {
  src: string;
  alt: string;
}

export interface ProjectCardProps {
  /** The project's name; the card's heading and its one link. */
  title: string;
  /** A sentence or two about the project. */
  description: string;
  /** The project's category, shown above the title. */
  category: string;
  /** Keywords shown as small tags under the text. */
  tags: string[];
  /** The project's own image. */
  image?: CardImage;
  /** Shown when the project has no image of its own, so every card in a grid has the same shape. */
  fallbackImage: CardImage;
  /** Where the card leads (the project's page). */
  href: string;
  /** The visible call to read on ("Skoða verkefni"); the whole card is the link. */
  linkLabel: string;
  /** Component that renders the link (a router's link); defaults to a plain `a`. */
  linkComponent?: LinkComponent;
  /** Level of the card's heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A portfolio project: image, category, title, description and tags. The heading's link stretches over the
 * whole card; the image loads lazily with its size set, so the grid never shifts while it arrives.
 */
export function ProjectCard({
  title,
  description,
  category,
  tags,
  image,
  fallbackImage,
  href,
  linkLabel,
  linkComponent: Link = 'a',
  headingLevel = 3,
}: ProjectCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const shown = image ?? fallbackImage;
  return (
    <article className={styles.card}>
      <img className={styles.image} src={shown.src} alt={shown.alt} width={640} height={360} loading="lazy" decoding="async" />
      <div className={styles.body}>
        {category && <p className={styles.category}>{category}</p>}
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p className={styles.text}>{description}</p>
        {tags.length > 0 && (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <span className={styles.more} aria-hidden="true">
          {linkLabel}
          <Icon name="arrow" size="sm" />
        </span>
      </div>
    </article>
  );
}
