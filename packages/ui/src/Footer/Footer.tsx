import { useId, type ReactNode } from 'react';
import type { LinkComponent } from '../links';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Footer.css';
import { itemKey } from '../internal/itemKey';
import { fitOptions, room } from '../internal/fitOptions.css';

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
  /** Visible phone number; dialled with spaces removed. */
  phone: string;
  /** Label shown before the phone number, e.g. "Sími". */
  phoneLabel: string;
  /** E-mail address, linked with mailto:. */
  email: string;
  /** Label shown before the address, e.g. "Netfang". */
  emailLabel: string;
  /** Offices or other lines under the phone and e-mail. */
  lines?: string[];
}

export interface FooterProps {
  /** Brand name and a sentence about the company. */
  brand: { label: string; href: string; text: string };
  /** Phone, e-mail and offices, under their heading. */
  contact: FooterContact;
  /** Site-map columns (services, solutions, company). None by default. */
  columns?: FooterColumn[];
  /** Social profiles; opened as external links. */
  social: { label: string; links: FooterLink[] };
  /** The legal line, e.g. "© 2026 Hraun ehf." */
  legalLine: string;
  /** Terms, privacy and cookie policy. */
  legal: { label: string; links: FooterLink[] };
  /** Anything else at the bottom, e.g. a language switcher. Nothing by default. */
  extras?: ReactNode;
  /** Renders every link (pass the app's router link, which must forward its ref); a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** The site footer: brand, contact details, site-map columns, social links, the legal line and legal links. */
export function Footer({ brand, contact, columns = [], social, legalLine, legal, extras, linkComponent: Link = 'a', className }: FooterProps) {
  const contactId = useId();
  return (
    <footer className={joinClasses(styles.footer, className)}>
      <div className={joinClasses(styles.inner, room)}>
        {/* The brand, the contact details and each column: a count the grid's columns follow, so no block is left
            alone on a row. */}
        <div className={joinClasses(styles.grid, fitOptions[2 + columns.length])}>
          <div className={styles.brandBlock}>
            <Link href={brand.href} className={styles.brand}>
              {brand.label}
            </Link>
            <p className={styles.text}>{brand.text}</p>
          </div>
          <div role="group" aria-labelledby={contactId} className={styles.contactGroup}>
            <h2 id={contactId} className={styles.heading}>
              {contact.title}
            </h2>
            <dl className={styles.contact}>
              <dt className={styles.term}>{contact.phoneLabel}</dt>
              <dd className={styles.detail}>
                <a className={`${styles.link} ${styles.phone}`} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                  {contact.phone}
                </a>
              </dd>
              <dt className={styles.term}>{contact.emailLabel}</dt>
              <dd className={styles.detail}>
                <a className={styles.link} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </dd>
            </dl>
            {contact.lines?.map((line, index) => (
              // Lines of text, with no state: their position is their identity.
              <p key={index} className={styles.text}>
                {line}
              </p>
            ))}
          </div>
          {columns.map((column, index) => (
            <FooterNav key={itemKey(column, index)} title={column.title} links={column.links} Link={Link} />
          ))}
        </div>
        <div className={styles.bottom}>
          <p className={styles.legalLine}>{legalLine}</p>
          <nav aria-label={legal.label}>
            <ul className={styles.inline}>
              {legal.links.map((link, index) => (
                <li key={itemKey(link, index)}>
                  <Link href={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
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
          {extras}
        </div>
      </div>
    </footer>
  );
}

function FooterNav({ title, links, Link }: FooterColumn & { Link: LinkComponent }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.stack}>
        {links.map((link, index) => (
          <li key={itemKey(link, index)}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
