import { SectionBlock } from '../SectionBlock';
import * as styles from './TechLists.css';

export interface TechGroup {
  /** Name of the group ("Frontend"). */
  title: string;
  /** Technology names, shown as tags. */
  items: string[];
}

export interface TechListsProps {
  /** Heading of the section. */
  title: string;
  /** The groups, side by side on a wide screen. */
  groups: TechGroup[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** Technologies in named groups, each a list of tags. */
export function TechLists({ title, groups, className }: TechListsProps) {
  return (
    <SectionBlock className={className} title={title} tone="muted">
      <div className={styles.grid}>
        {groups.map((group, index) => (
          <div key={index} className={styles.group}>
            <h3 className={styles.title}>{group.title}</h3>
            <ul className={styles.tags}>
              {group.items.map((item) => (
                <li key={item} className={styles.tag}>
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
