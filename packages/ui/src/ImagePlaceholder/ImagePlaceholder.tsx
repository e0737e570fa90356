import { joinClasses } from '../internal/joinClasses';
import * as styles from './ImagePlaceholder.css';
import { Motif, type PlaceholderMotif } from './motif';

export type { PlaceholderMotif } from './motif';

export interface ImagePlaceholderProps {
  /** The name set large in the frame (the project's name, the article's headline). */
  title: string;
  /** A short line above it (a category, a date); none by default. */
  label?: string;
  /**
   * A generative picture behind the name, drawn from `title` (inline SVG, a few hundred bytes, no request): `'columns'`
   * (columns rising from the lower edge), `'flow'` (flowing lines) or `'rings'` (circles spreading from a point). Give
   * each kind of thing its own motif (a news category, a project type), so a list of covers reads as sorted. None by
   * default: diagonal stripes.
   */
  motif?: PlaceholderMotif;
  /** Extra class on the outer element (size, radius in a layout). */
  className?: string;
}

/**
 * The picture of something that has none: its name set in a designed frame on the brand's colours, at 16:9 like
 * the pictures it stands in for. Decorative (hidden from assistive technology): the card or page beside it already
 * says the name.
 */
export function ImagePlaceholder({ title, label, motif, className }: ImagePlaceholderProps) {
  return (
    <div className={joinClasses(styles.frame, motif && styles.withMotif, className)} aria-hidden="true" data-placeholder="" data-motif={motif}>
      {motif && <Motif motif={motif} seed={title} className={styles.motif} />}
      <div className={styles.inner}>
        {label && <span className={styles.label}>{label}</span>}
        <span className={styles.title}>{title}</span>
      </div>
    </div>
  );
}
