import type { LinkRenderer } from '../links';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { iconLarge, iconMedium } from '../internal/iconSlot.css';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './LinkCard.css';
import type { SectionAttributes } from '../internal/attributes';
import { RenderLink } from '../internal/RenderLink';

/**
 * The look of a link card: `plain` puts the icon on a tinted tile above the heading; `accent` draws an accent
 * rule along the top, the icon on an accent disc beside the heading and the read-on line in the accent colour.
 */
export type LinkCardVariant = 'plain' | 'accent';

export interface LinkCardProps extends SectionAttributes {
  /** The card's heading; it is also the link's text and so its accessible name. */
  title: string;
  /** A sentence or two about the page the card leads to. */
  text: string;
  /** Where the card leads. */
  href: string;
  /** Icon drawn with the heading (on a tile above it, or beside it in the `accent` variant): any icon element (an SVG of your icon set, such as `<Icon name="search" />` from `@hraun/ui/icons/hraun`); the slot sizes it. Decorative. */
  icon?: ReactNode;
  /** A short tag under the heading, such as "New" or "Most popular". Read after the heading, not part of the link's name. */
  badge?: string;
  /** A line of detail under the text, such as a price ("From $49 a month"). */
  meta?: string;
  /** The visible call to read on ("Read more") at the foot of the card. Hidden from assistive technology: the whole card is the link. */
  linkLabel?: string;
  /** The card's look: `'plain' | 'accent'`, default `'plain'`. `accent` draws an accent rule and puts the icon beside the heading. */
  variant?: LinkCardVariant;
  /**
   * Component that renders the link, given `href`, `className` and `children` (a router's link).
   * Defaults to a plain `a`.
   */
  linkComponent?: LinkRenderer;
  /** Level of the card's heading: `2 | 3 | 4`, default `3`; one below the heading of the section the card sits in. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * A card that leads to another page: an icon, a heading, a sentence, an optional tag and detail line, and a
 * read-on line. The heading holds the card's one link, stretched over the whole card, so anywhere on it can be
 * clicked and the link is one stop for the keyboard, named by the title.
 */
export function LinkCard({
  title,
  text,
  href,
  icon,
  badge,
  meta,
  linkLabel,
  variant = 'plain',
  linkComponent,
  headingLevel = 3,
  className,
  ...rest
}: LinkCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article {...rest} className={joinClasses(styles.card, styles.variants[variant], className)}>
      <div className={styles.head[variant]}>
        {icon && (
          <span className={variant === 'accent' ? joinClasses(styles.disc, iconMedium) : joinClasses(styles.tile, iconLarge)} aria-hidden="true">
            {icon}
          </span>
        )}
        <Heading className={styles.title}>
          <RenderLink as={linkComponent} href={href} className={styles.link}>
            {title}
          </RenderLink>
        </Heading>
      </div>
      {badge && <span className={styles.badge}>{badge}</span>}
      <p className={styles.text}>{text}</p>
      {meta && <p className={styles.meta}>{meta}</p>}
      {linkLabel && (
        <span className={styles.more[variant]} aria-hidden="true">
          {linkLabel}
          <Icon name="arrow" size="sm" />
        </span>
      )}
    </article>
  );
}
