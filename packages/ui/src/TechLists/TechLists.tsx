import { SectionBlock } from '../SectionBlock';
import * as styles from './TechLists.css';
import { itemKey } from '../internal/itemKey';
import { fit } from '../internal/fitGrid.css';
import { joinClasses } from '../internal/joinClasses';
import type { SectionAttributes } from '../internal/attributes';

export interface TechGroup {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Name of the group ("Frontend"). */
  title: string;
  /** Technology names, shown as tags. */
  items: string[];
}

export interface TechListsProps extends SectionAttributes {
  /** Heading of the section. */
  title: string;
  /** The groups, side by side on a wide screen. */
  groups: TechGroup[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** Technologies in named groups, each a list of tags. */
export function TechLists({ title, groups, className, ...rest }: TechListsProps) {
  return (
    <SectionBlock {...rest} className={className} title={title} tone="muted">
      <div className={joinClasses(styles.grid, fit[groups.length])}>
        {groups.map((group, index) => (
          <div key={itemKey(group, index)} className={styles.group}>
            <h3 className={styles.title}>{group.title}</h3>
            <ul className={styles.tags}>
              {group.items.map((item, index) => (
                // Names as tags, with no state: their position is their identity (a name may repeat).
                <li key={index} className={styles.tag}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionBlock>
  );
}
