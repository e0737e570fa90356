import { SectionBlock } from '../SectionBlock';
import * as styles from './Timeline.css';
import { itemKey } from '../internal/itemKey';
import type { SectionAttributes } from '../internal/attributes';

export interface TimelineItem {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** The year of the milestone. */
  year: number;
  /** The milestone's heading. */
  title: string;
  /** What happened. */
  text: string;
}

export interface TimelineProps extends SectionAttributes {
  /** Heading of the section. */
  title: string;
  /** Milestones, oldest first. */
  items: TimelineItem[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** Milestones along a vertical line, each with its year, heading and text. */
export function Timeline({ title, items, className, ...rest }: TimelineProps) {
  return (
    <SectionBlock {...rest} className={className} title={title}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <time className={styles.year} dateTime={String(item.year)}>
              {item.year}
            </time>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ol>
    </SectionBlock>
  );
}
