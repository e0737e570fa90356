import type { LinkRenderer } from '../links';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Breadcrumbs.css';
import { itemKey } from '../internal/itemKey';
import type { SectionAttributes } from '../internal/attributes';
import { RenderLink } from '../internal/RenderLink';

export interface Crumb {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Visible name of the page. */
  label: string;
  /** Omit on the last crumb: it is the page being shown. */
  href?: string;
}

export interface BreadcrumbsProps extends SectionAttributes {
  /** Accessible name of the trail, e.g. "Breadcrumb" / "Breadcrumb". */
  label: string;
  /** The trail from the home page to the current page; with fewer than two items nothing renders. */
  items: Crumb[];
  /** Renders every link (pass the app's router link, which must forward its ref); a plain `<a>` by default. */
  linkComponent?: LinkRenderer;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The trail to the current page; the last item is the page itself, marked aria-current="page". */
export function Breadcrumbs({ label, items, linkComponent, className, ...rest }: BreadcrumbsProps) {
  if (items.length < 2) return null;
  return (
    <nav {...rest} className={joinClasses(styles.nav, className)} aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={itemKey(item, index)} className={styles.item}>
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <RenderLink as={linkComponent} className={styles.link} href={item.href}>
                  {item.label}
                </RenderLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
