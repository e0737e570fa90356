import type { LinkRenderer } from '../links';
import { Icon } from '../Icon';
import { ImagePlaceholder, type PlaceholderMotif } from '../ImagePlaceholder';
import { cardImageSize, cardImageSizes, type CardImage } from '../ProjectCard/ProjectCard';
import { joinClasses } from '../internal/joinClasses';
import { ResponsiveImage } from '../ResponsiveImage';
import * as styles from './NewsCard.css';
import type { SectionAttributes } from '../internal/attributes';
import { RenderLink } from '../internal/RenderLink';

export interface NewsCardProps extends SectionAttributes {
  /** The news item's headline: the card's heading and the start of its link's name. */
  title: string;
  /** A sentence or two from the item (its excerpt or the start of its text). */
  excerpt: string;
  /** The publication date as shown, already formatted for the page's language ("20/10/2026"). */
  date: string;
  /** The same date in machine-readable form (ISO 8601), for the `time` element's `dateTime`. */
  dateTime: string;
  /**
   * The item's picture. Without one (or when it fails to load) the card shows a designed stand-in: a branded
   * pattern with `imageLabel` and the date, never a blank block.
   */
  image?: CardImage;
  /** The small line on the stand-in picture, above the date (the item's kind: "News", "News"); none by default. */
  imageLabel?: string;
  /**
   * Makes the stand-in picture a typographic cover: the headline set large on this generative motif (drawn from the
   * headline, inline SVG, no request), with `imageLabel` above it. Give each category of news its own motif
   * (`'columns' | 'flow' | 'rings'`). Without it the stand-in shows the date.
   */
  imageMotif?: PlaceholderMotif;
  /** Where the card leads (the news item's page). */
  href: string;
  /**
   * The visible call to read on ("Read the story"). The whole card is the link; its accessible name is the title
   * followed by this text.
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
 * A card that leads to a news item: an optional picture, the publication date, a heading, an excerpt and a
 * read-on line. The heading is the one link and stretches over the whole card.
 */
export function NewsCard({ title, excerpt, date, dateTime, image, imageLabel, imageMotif, href, linkLabel, linkComponent, headingLevel = 3, imagePriority = false, className, ...rest }: NewsCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const placeholder = imageMotif ? (
    <ImagePlaceholder className={styles.placeholder} title={title} label={imageLabel} motif={imageMotif} />
  ) : (
    <ImagePlaceholder className={styles.placeholder} title={date} label={imageLabel} />
  );
  return (
    <article {...rest} className={joinClasses(styles.card, className)}>
      {image ? (
        <ResponsiveImage
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width ?? cardImageSize.width}
          height={image.height ?? cardImageSize.height}
          sources={image.sources}
          sizes={cardImageSizes}
          priority={imagePriority}
          fallback={placeholder}
        />
      ) : (
        placeholder
      )}
      <div className={styles.body}>
        <p className={styles.date}>
          <Icon name="calendar" size="sm" />
          <time dateTime={dateTime}>{date}</time>
        </p>
        <Heading className={styles.title}>
          <RenderLink as={linkComponent} href={href} className={styles.link}>
            {title} <span className={styles.hidden}>{linkLabel}</span>
          </RenderLink>
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
