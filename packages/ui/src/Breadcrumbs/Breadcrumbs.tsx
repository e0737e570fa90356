import type { LinkComponent } from '../links';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  /** Visible name of the page. */
  label: string;
  /** Omit on the last crumb: it is the page being shown. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Accessible name of the trail, e.g. "Brauðmolar" / "Breadcrumb". */
  label: string;
  /** The trail from the home page to the current page. */
  items: Crumb[];
  /** Renders every link (pass the app's router link, which must forward its ref); a plain <a> by default. */
  linkComponent?: LinkComponent;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The trail to the current page; the last item is the page itself, marked aria-current="page". */
export function Breadcrumbs({ label, items, linkComponent: Link = 'a', className }: BreadcrumbsProps) {
  if (items.length < 2) return null;
  return (
    <nav className={joinClasses(styles.nav, className)} aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
