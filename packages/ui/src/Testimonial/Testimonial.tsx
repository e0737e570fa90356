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
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A client's quote: a `figure` with the quote as a `blockquote` and who said it in a `figcaption` (name, then role
 * and company, and an optional photo or logo). Only for real quotes from named people: never invent one.
 */
export function Testimonial({ quote, name, role, company, image, imageKind = 'photo', className }: TestimonialProps) {
  const affiliation = [role, company].filter(Boolean).join(', ');
  return (
    <figure className={joinClasses(styles.card, className)}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
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
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A section of client quotes in a grid; nothing when there are none. */
export function Testimonials({ title, items, className, ...rest }: TestimonialsProps) {
  if (items.length === 0) return null;
  return (
    <SectionBlock {...rest} className={className} title={title}>
      <ul className={styles.grid}>
        {items.map(({ id, ...item }, index) => (
          <li key={itemKey({ id }, index)} className={styles.cell}>
            <Testimonial {...item} />
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
