import { Icon } from '../Icon';
import { SectionBlock } from '../SectionBlock';
import * as styles from './BenefitBlocks.css';
import { itemKey } from '../internal/itemKey';
import { fit } from '../internal/fitGrid.css';
import { joinClasses } from '../internal/joinClasses';
import type { SectionAttributes } from '../internal/attributes';

export interface BenefitItem {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** The benefit's heading. */
  title: string;
  /** A sentence about it. None by default. */
  text?: string;
  /** Points under it, each with a tick. None by default. */
  bullets?: string[];
}

export interface BenefitBlocksProps extends SectionAttributes {
  /** Heading of the section (an `<h2>`; each block's title is an `<h3>`). */
  title: string;
  /** The benefits: as many per row as fit (two to four on a wide screen), one per row on a phone. */
  items: BenefitItem[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** Benefits as blocks with an accent edge: a heading, optional text and ticked points. */
export function BenefitBlocks({ title, items, className, ...rest }: BenefitBlocksProps) {
  return (
    <SectionBlock {...rest} className={className} title={title}>
      <ul className={joinClasses(styles.grid, fit[items.length])}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={styles.block}>
            <h3 className={styles.title}>{item.title}</h3>
            {item.text && <p className={styles.text}>{item.text}</p>}
            {item.bullets && item.bullets.length > 0 && (
              <ul className={styles.bullets}>
                {item.bullets.map((bullet, bulletIndex) => (
                  <li key={bulletIndex} className={styles.bullet}>
                    <Icon name="check" size="sm" className={styles.tick} />
                    <span className={styles.bulletText}>{bullet}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
