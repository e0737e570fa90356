import { joinClasses } from '../internal/joinClasses';
import * as styles from './ImagePlaceholder.css';

export interface ImagePlaceholderProps {
  /** The name set large in the frame (the project's name, the article's headline). */
  title: string;
  /** A short line above it (a category, a date); none by default. */
  label?: string;
  /** Extra class on the outer element (size, radius in a layout). */
  className?: string;
}

/**
 * The picture of something that has none: its name set in a designed frame on the brand's colours, at 16:9 like
 * the pictures it stands in for. Decorative (hidden from assistive technology): the card or page beside it already
 * says the name.
 */
export function ImagePlaceholder({ title, label, className }: ImagePlaceholderProps) {
  return (
    <div className={joinClasses(styles.frame, className)} aria-hidden="true" data-placeholder="">
      <div className={styles.inner}>
        {label && <span className={styles.label}>{label}</span>}
        <span className={styles.title}>{title}</span>
      </div>
    </div>
  );
}
