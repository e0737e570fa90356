import type { ReactNode } from 'react';
import { SectionBlock } from '../SectionBlock';
import { itemKey } from '../internal/itemKey';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Testimonial.css';
import type { SectionAttributes } from '../internal/attributes';

/** A picture beside the quote: the person's photo or the company's logo. */
export interface TestimonialImage {
  src: string;
  /** Empty when the name beside it already says who it is (the usual case): the picture is then decorative. */
  alt: string;
  width: number;
  height: number;
}

export interface TestimonialProps {
  /** The quote, in the person's own words; without quotation marks (the component draws them). */
  quote: string;
  /** Who said it: a real, named person who agreed to be quoted. */
  name: string;
  /** The person's role ("Managing director"). */
  role?: string;
  /** The person's company ("Example Ltd."). */
  company?: string;
  /** A round photo of the person, or the company's logo (`imageKind="logo"`), beside the name. */
  image?: TestimonialImage;
  /** How `image` is drawn: `photo` (round, default) or `logo` (as it is, on the card). */
  imageKind?: 'photo' | 'logo';
  /**
   * `card` (default): a card sized for a grid of quotes. `featured`: one quote given the room of a section, in large
   * type, with `media` beside it from the wide breakpoint (above it on phones).
   */
  variant?: 'card' | 'featured';
  /**
   * A picture of the featured quote (`variant="featured"` only), drawn as given: your own `<img>`, `<picture>`, a
   * framework's image component or a logo's SVG. Give it an empty `alt` when the name already says who it is.
   */
  media?: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A client's quote: a `figure` with the quote as a `blockquote` and who said it in a `figcaption` (name, then role
 * and company, and an optional photo or logo). Only for real quotes from named people: never invent one.
 */
export function Testimonial({ quote, name, role, company, image, imageKind = 'photo', variant = 'card', media, className }: TestimonialProps) {
  const affiliation = [role, company].filter(Boolean).join(', ');
  const featured = variant === 'featured';
  const showMedia = featured && media != null && media !== false;
  return (
    <figure className={joinClasses(featured ? styles.featured : styles.card, showMedia && styles.featuredWithMedia, className)} data-variant={variant}>
      {showMedia && <div className={styles.media}>{media}</div>}
      <blockquote className={featured ? styles.featuredQuote : styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={joinClasses(styles.caption, featured && styles.featuredCaption)}>
        {image && (
          <img
            className={imageKind === 'logo' ? styles.logo : styles.photo}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          {affiliation && <span className={styles.affiliation}>{affiliation}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

export interface TestimonialsProps extends SectionAttributes {
  /** Heading of the section ("What our clients say"). */
  title: string;
  /**
   * The quotes, each with a stable `id` where there is one. An empty list renders nothing at all: a page shows
   * this section only when its content has real quotes.
   */
  items: (Omit<TestimonialProps, 'className'> & { id?: string })[];
  /**
   * `grid` (default): the quotes as cards in a grid. `featured`: each quote as a featured one (large type, its
   * `media` beside it), one under the other: for a page with one quote, or two or three that deserve the room.
   */
  variant?: 'grid' | 'featured';
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A section of client quotes in a grid, or featured one under the other; nothing when there are none. */
export function Testimonials({ title, items, variant = 'grid', className, ...rest }: TestimonialsProps) {
  if (items.length === 0) return null;
  const featured = variant === 'featured';
  return (
    <SectionBlock {...rest} className={className} title={title}>
      <ul className={featured ? styles.featuredList : styles.grid}>
        {items.map(({ id, ...item }, index) => (
          <li key={itemKey({ id }, index)} className={styles.cell}>
            <Testimonial {...item} variant={featured ? 'featured' : item.variant} />
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
