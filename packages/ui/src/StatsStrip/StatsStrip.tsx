import { joinClasses } from '../internal/joinClasses';
import * as styles from './StatsStrip.css';
import { itemKey } from '../internal/itemKey';
import type { SectionAttributes } from '../internal/attributes';

export interface StatItem {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** The figure as shown, already formatted ("500+", "99,9%", "24/7"). */
  value: string;
  /** What the figure counts. */
  label: string;
}

export interface StatsStripProps extends SectionAttributes {
  /** The figures, in reading order (four fit one row on a wide screen). */
  items: StatItem[];
  /** Optional name of the list for assistive technology (no visible heading is drawn). Default: none. */
  label?: string;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A band of key figures: a large value over a short label each. */
export function StatsStrip({ items, label, className, ...rest }: StatsStripProps) {
  return (
    <div {...rest} className={joinClasses(styles.band, className)}>
      <ul className={styles.list} aria-label={label}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={styles.item}>
            <span className={styles.value}>{item.value}</span> <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
