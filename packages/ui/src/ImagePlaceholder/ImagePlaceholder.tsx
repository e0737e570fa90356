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
  /**
   * `card` (the default): the name at a card's size, centred in the frame. `cover`: a typographic cover for a page's
   * own picture (an article's): the label at the top and the name set large along the lower edge, as a magazine sets
   * a cover line.
   */
  size?: 'card' | 'cover';
  /** Extra class on the outer element (size, radius in a layout). */
  className?: string;
}

/**
 * The picture of something that has none: its name set in a designed frame on the brand's colours, at 16:9 like
 * the pictures it stands in for. Decorative (hidden from assistive technology): the card or page beside it already
 * says the name.
 */
export function ImagePlaceholder({ title, label, motif, size = 'card', className }: ImagePlaceholderProps) {
  return (
    <div className={joinClasses(styles.frame, motif && styles.withMotif, className)} aria-hidden="true" data-placeholder="" data-motif={motif} data-size={size}>
      {motif && <Motif motif={motif} seed={title} className={styles.motif} />}
      <div className={joinClasses(styles.inner, styles.innerSizes[size])}>
        {label && <span className={joinClasses(styles.label, styles.labelSizes[size])}>{label}</span>}
        <span className={joinClasses(styles.title, styles.titleSizes[size])}>{title}</span>
      </div>
    </div>
  );
}
