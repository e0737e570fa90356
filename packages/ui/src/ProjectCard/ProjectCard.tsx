import type { LinkRenderer } from '../links';
import { Icon } from '../Icon';
import { ImagePlaceholder } from '../ImagePlaceholder';
import { joinClasses } from '../internal/joinClasses';
import { ResponsiveImage, type ImageSource } from '../ResponsiveImage';
import * as styles from './ProjectCard.css';
import type { SectionAttributes } from '../internal/attributes';
import { RenderLink } from '../internal/RenderLink';

export interface CardImage {
  /** Address of the picture. */
  src: string;
  /** Text alternative; an empty string marks the picture as decorative. */
  alt: string;
  /** Intrinsic width in pixels (reserves the space before it loads); 1200 unless given. */
  width?: number;
  /** Intrinsic height in pixels; 675 unless given (the cards show pictures at 16:9). */
  height?: number;
  /** Modern formats at several widths (`<source>`s of a `<picture>`); none by default. */
  sources?: ImageSource[];
}

/**
 * How wide a card's picture is shown: a third of the container on a desktop, half on a tablet, all of a phone's
 * width but the page's side gutters. The gutters matter: a 412 px phone at 1.75 device pixels per px then takes the
 * 640 px candidate for its 380 px card, not the 800 px one `100vw` would ask for.
 */
export const cardImageSizes = '(min-width: 75rem) 24rem, (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2rem)';

/** Size the card's picture is given when the image does not say: 16:9, like the project pictures. */
export const cardImageSize = { width: 1200, height: 675 } as const;

export interface ProjectCardProps extends SectionAttributes {
  /** The project's name: the card's heading and the start of its link's name. */
  title: string;
  /** A sentence or two about the project. */
  description: string;
  /** The project's category, shown above the heading ("Online store"). */
  category: string;
  /** Technologies and other tags, listed under the description. */
  tags: string[];
  /** The project's picture; when absent the card shows `fallbackImage`, or else the default image. */
  image?: CardImage;
  /**
   * A picture shown when the project has none. When absent (the default), the card shows the default project
   * image: the project's name set in a designed frame, also shown when a picture fails to load.
   */
  fallbackImage?: CardImage;
  /** Where the card leads (the project's page). */
  href: string;
  /**
   * The visible call to read on ("View project"). The whole card is the link; its accessible name is the title
   * followed by this text, so a link list tells the cards apart and still says what they do.
   */
  linkLabel: string;
  /**
   * Component that renders the link, given `href`, `className` and `children` (a router's link).
   * Defaults to a plain `a`.
   */
  linkComponent?: LinkRenderer;
  /** Level of the card's heading: `2`, `3` or `4`. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card is in the first screenful (the first of a list): its picture is fetched with the page instead of
   * when scrolled near, so it does not hold back the page's largest paint. Leave it off for the cards below.
   * Default `false`.
   */
  imagePriority?: boolean;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A card that leads to a project page: the project's picture (or a default one), its category, a heading, a
 * sentence, its tags and a read-on line. The heading is the one link and stretches over the whole card.
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
  linkComponent,
  headingLevel = 3,
  imagePriority = false,
  className,
  ...rest
}: ProjectCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const picture = image ?? fallbackImage;
  const placeholder = <ImagePlaceholder className={styles.placeholder} title={title} label={category || undefined} />;
  return (
    <article {...rest} className={joinClasses(styles.card, className)}>
      {picture ? (
        <ResponsiveImage
          className={styles.image}
          src={picture.src}
          alt={picture.alt}
          width={picture.width ?? cardImageSize.width}
          height={picture.height ?? cardImageSize.height}
          sources={picture.sources}
          sizes={cardImageSizes}
          priority={imagePriority}
          fallback={placeholder}
        />
      ) : (
        placeholder
      )}
      <div className={styles.body}>
        <p className={styles.category}>{category}</p>
        <Heading className={styles.title}>
          <RenderLink as={linkComponent} href={href} className={styles.link}>
            {title} <span className={styles.hidden}>{linkLabel}</span>
          </RenderLink>
        </Heading>
        <p className={styles.text}>{description}</p>
        {tags.length > 0 && (
          <ul className={styles.tags}>
            {tags.map((tag, index) => (
              <li key={index} className={styles.tag}>
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
