import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { iconLarge } from '../internal/iconSlot.css';
import { SectionBlock } from '../SectionBlock';
import * as styles from './FeatureGrid.css';
import { itemKey } from '../internal/itemKey';
import { fit } from '../internal/fitGrid.css';
import { joinClasses } from '../internal/joinClasses';
import type { SectionAttributes } from '../internal/attributes';

export interface FeatureItem {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Icon drawn above the title: any icon element (an SVG of your icon set, such as `<Icon name="search" />` from `@hraun/ui/icons/hraun`); the slot sizes it. Decorative. None by default. */
  icon?: ReactNode;
  /** The feature's heading. */
  title: string;
  /** One or two sentences about it. */
  text: string;
  /** Optional bullet lines under the text (technologies, included items). None by default. */
  bullets?: string[];
}

export interface FeatureGridProps extends SectionAttributes {
  /** Heading of the section; omit when the page already names it. */
  title?: string;
  /** Lead paragraph under the heading. */
  text?: string;
  /** The features (or values), usually three or six. */
  items: FeatureItem[];
  /** Level of the section heading: `2 | 3`, default `2`; each feature's heading is one level below. */
  headingLevel?: 2 | 3;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A grid of features or values: an icon, a heading, a sentence and optional bullets each. */
export function FeatureGrid({ title, text, items, headingLevel = 2, className, ...rest }: FeatureGridProps) {
  // Without a section heading the items sit directly under the page heading.
  const ItemHeading = title ? (headingLevel === 3 ? 'h4' : 'h3') : headingLevel === 3 ? 'h3' : 'h2';
  return (
    <SectionBlock {...rest} className={className} title={title} text={text} headingLevel={headingLevel}>
      <ul className={joinClasses(styles.grid, fit[items.length])}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={styles.item}>
            {item.icon && (
              <span className={joinClasses(styles.badge, iconLarge)} aria-hidden="true">
                {item.icon}
              </span>
            )}
            <ItemHeading className={styles.title}>{item.title}</ItemHeading>
            <p className={styles.text}>{item.text}</p>
            {item.bullets && item.bullets.length > 0 && (
              <ul className={styles.bullets}>
                {item.bullets.map((bullet, index) => (
                  <li key={index} className={styles.bullet}>
                    <Icon name="check" size="sm" className={styles.tick} />
                    <span>{bullet}</span>
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
