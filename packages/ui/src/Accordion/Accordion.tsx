import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Accordion.css';

export interface AccordionItem {
  /** A stable key; also the item's `id` (an in-page link to `#id` reaches the question). Default: the index. */
  id?: string;
  /** The question or section title, always visible; activating it shows or hides the answer. */
  title: ReactNode;
  /** The answer or section body, shown under the title while the item is open. */
  content: ReactNode;
  /** The item starts open. Default `false`. */
  defaultOpen?: boolean;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The items, in order. */
  items: AccordionItem[];
  /**
   * Only one item open at a time: opening one closes the others (browsers without exclusive `<details>` keep them
   * independent). Default `false`.
   */
  exclusive?: boolean;
}

/**
 * Questions and answers (an FAQ) or any list of sections that open in place, built on the native `<details>` and
 * `<summary>`: no JavaScript, keyboard and screen reader support from the browser, and the browser's find in page
 * opens the item it finds text in.
 */
export function Accordion({ items, exclusive = false, className, ...rest }: AccordionProps) {
  const group = useId();
  return (
    <div className={joinClasses(styles.accordion, className)} {...rest}>
      {items.map((item, index) => (
        <details
          key={item.id ?? index}
          id={item.id}
          className={styles.item}
          open={item.defaultOpen}
          // Same `name` on every item: the browser keeps one open (HTML's exclusive accordion).
          {...(exclusive ? { name: group } : {})}
        >
          <summary className={styles.summary}>{item.title}</summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
