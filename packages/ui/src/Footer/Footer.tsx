import { useId, type ReactNode } from 'react';
import type { LinkRenderer } from '../links';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Footer.css';
import { itemKey } from '../internal/itemKey';
import { room } from '../internal/fitOptions.css';
import type { SectionAttributes } from '../internal/attributes';
import { RenderLink } from '../internal/RenderLink';

export interface FooterLink {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Visible text of the link. */
  label: string;
  /** Where it goes: a page of the site, or a full URL for a profile elsewhere. */
  href: string;
}

export interface FooterColumn {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** Heading of the column. */
  title: string;
  /** The column's links, in order. */
  links: FooterLink[];
}

export interface FooterContact {
  /** Heading of the contact block. */
  title: string;
  /** Visible phone number; dialled with spaces removed. Give a phone, an e-mail address or both. */
  phone?: string;
  /** Label shown before the phone number, e.g. "Phone". */
  phoneLabel?: string;
  /** E-mail address, linked with mailto:. */
  email?: string;
  /** Label shown before the address, e.g. "Email". */
  emailLabel?: string;
  /** Offices or other lines under the phone and e-mail. */
  lines?: string[];
}

export interface FooterProps extends SectionAttributes {
  /**
   * The brand link and a sentence about the company. `label` names the link; `logo` (an `<img>` or an inline SVG,
   * decorative: the label names the link) is drawn before it, and with a logo the label is visually hidden unless
   * `showLabel` is set.
   */
  brand: { label: string; href: string; text?: string; logo?: ReactNode; showLabel?: boolean };
  /** Phone, e-mail and offices, under their heading. None by default. */
  contact?: FooterContact;
  /** Site-map columns (services, solutions, company). None by default. */
  columns?: FooterColumn[];
  /** Social profiles, opened as external links, in a navigation named by `label`. None by default. */
  social?: { label: string; links: FooterLink[] };
  /** The legal line, e.g. "© 2026 Example Ltd." */
  legalLine: string;
  /** Terms, privacy and cookie policy, in a navigation named by `label`. None by default. */
  legal?: { label: string; links: FooterLink[] };
  /** Anything else at the bottom, e.g. a language switcher. Nothing by default. */
  extras?: ReactNode;
  /** Renders every link (pass the app's router link, which must forward its ref); a plain `<a>` by default. */
  linkComponent?: LinkRenderer;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The site footer: brand, contact details, site-map columns, social links, the legal line and legal links. */
export function Footer({ brand, contact, columns = [], social, legalLine, legal, extras, linkComponent, className, ...rest }: FooterProps) {
  const contactId = useId();
  const blocks = 1 + (contact ? 1 : 0) + columns.length;
  return (
    <footer {...rest} className={joinClasses(styles.footer, className)}>
      <div className={joinClasses(styles.inner, room)}>
        {/* The brand, the contact details and each column: a count the grid's columns follow, so no block is left
            alone on a row. */}
        <div className={joinClasses(styles.grid, styles.columns[blocks])}>
          <div className={styles.brandBlock}>
            <RenderLink as={linkComponent} href={brand.href} className={joinClasses(styles.brand, brand.logo ? styles.withLogo : undefined)}>
              {brand.logo ? (
                <>
                  <span className={styles.logo} aria-hidden="true">
                    {brand.logo}
                  </span>
                  <span className={brand.showLabel ? undefined : styles.hiddenLabel}>{brand.label}</span>
                </>
              ) : (
                brand.label
              )}
            </RenderLink>
            {brand.text && <p className={styles.text}>{brand.text}</p>}
            {social && (
              <nav aria-label={social.label}>
                <ul className={styles.inline}>
                  {social.links.map((link, index) => (
                    <li key={itemKey(link, index)}>
                      <a href={link.href} className={styles.link} rel="noopener noreferrer" target="_blank">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
          {contact && (
          <div role="group" aria-labelledby={contactId} className={styles.contactGroup}>
            <h2 id={contactId} className={styles.heading}>
              {contact.title}
            </h2>
            {(contact.phone || contact.email) && (
              <dl className={styles.contact}>
                {contact.phone && (
                  <>
                    <dt className={styles.term}>{contact.phoneLabel}</dt>
                    <dd className={styles.detail}>
                      <a className={`${styles.link} ${styles.phone}`} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                        {contact.phone}
                      </a>
                    </dd>
                  </>
                )}
                {contact.email && (
                  <>
                    <dt className={styles.term}>{contact.emailLabel}</dt>
                    <dd className={styles.detail}>
                      <a className={styles.link} href={`mailto:${contact.email}`}>
                        {contact.email}
                      </a>
                    </dd>
                  </>
                )}
              </dl>
            )}
            {contact.lines?.map((line, index) => (
              // Lines of text, with no state: their position is their identity.
              <p key={index} className={styles.text}>
                {line}
              </p>
            ))}
          </div>
          )}
          {columns.map((column, index) => (
            <FooterNav key={itemKey(column, index)} title={column.title} links={column.links} linkComponent={linkComponent} />
          ))}
        </div>
        {/* The same columns as the blocks above: the legal line under the brand, the legal links from the second
            column on. */}
        <div className={joinClasses(styles.bottom, styles.columns[blocks])}>
          <p className={styles.legalLine}>{legalLine}</p>
          {legal && (
          <nav aria-label={legal.label}>
            <ul className={styles.inline}>
              {legal.links.map((link, index) => (
                <li key={itemKey(link, index)}>
                  <RenderLink as={linkComponent} href={link.href} className={styles.link}>
                    {link.label}
                  </RenderLink>
                </li>
              ))}
            </ul>
          </nav>
          )}
          {extras && <div className={styles.extras}>{extras}</div>}
        </div>
      </div>
    </footer>
  );
}

function FooterNav({ title, links, linkComponent }: FooterColumn & { linkComponent?: LinkRenderer }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.stack}>
        {links.map((link, index) => (
          <li key={itemKey(link, index)}>
            <RenderLink as={linkComponent} href={link.href} className={styles.link}>
              {link.label}
            </RenderLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
