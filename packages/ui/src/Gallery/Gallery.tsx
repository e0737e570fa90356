import { joinClasses } from '../internal/joinClasses';
import { ResponsiveImage, type ImageSource } from '../ResponsiveImage';
import * as styles from './Gallery.css';
import type { SectionAttributes } from '../internal/attributes';

export interface GalleryImage {
  /** The picture every browser can show. */
  src: string;
  /** Text alternative: what the picture shows (it is the content here, not decoration). */
  alt: string;
  /** Intrinsic size in pixels. */
  width: number;
  height: number;
  /** Modern formats at several widths; none by default. */
  sources?: ImageSource[];
  /** A visible caption under the picture; none by default. */
  caption?: string;
}

export interface GalleryProps extends SectionAttributes {
  /** The pictures, in order; with none the component renders nothing. */
  images: readonly GalleryImage[];
  /** Name of the list for assistive technology ("Screens from the project"). */
  label: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Pictures of a piece of work side by side (one column on a phone, two from a tablet up), lazy-loaded, each
 * with its text alternative and an optional caption.
 */
export function Gallery({ images, label, className, ...rest }: GalleryProps) {
  if (images.length === 0) return null;
  return (
    <ul {...rest} className={joinClasses(styles.list, className)} aria-label={label}>
      {images.map((image, index) => (
        <li key={`${image.src}-${index}`}>
          <figure className={styles.figure}>
            <ResponsiveImage
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sources={image.sources}
              sizes="(min-width: 48rem) 36rem, 100vw"
            />
            {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
