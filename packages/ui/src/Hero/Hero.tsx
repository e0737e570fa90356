import { useId, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Hero.css';
import type { SectionAttributes } from '../internal/attributes';

export interface HeroProps extends SectionAttributes {
  /** The page's main heading, rendered as its only `h1`. */
  title: string;
  /** The lead paragraph under the heading. */
  text: string;
  /** Calls to action under the text, usually one or two `Button`s. */
  actions?: ReactNode;
  /**
   * A price anchor beside the calls to action, already formatted in the page's language ("From $1,490"). Shown
   * only where the content has a price; omit it otherwise.
   */
  price?: string;
  /**
   * Content at the top of the band, above the heading: the page's breadcrumbs, so that they sit inside the hero
   * instead of in a band of their own.
   */
  top?: ReactNode;
  /** A short line above the heading (a category or section name). */
  eyebrow?: string;
  /**
   * An image (or any node: a video, an illustration, a `ResponsiveImage`) shown with the text. An `img` or `picture`
   * there fills its box. Where it goes is `mediaPlacement`.
   */
  media?: ReactNode;
  /**
   * `beside`: the media in a column next to the text from the `wide` breakpoint up, under the text on a phone (the
   * default). `behind`: the media fills the band and the text sits on a panel over it, so it stays readable on any
   * picture.
   */
  mediaPlacement?: 'beside' | 'behind';
  /**
   * How the text column lines up: `start` (the default) along the reading edge, `center` centred in its column
   * (eyebrow, heading, lead and actions), for a hero that opens over a wide picture or stands alone.
   */
  align?: 'start' | 'center';
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * The opening band of a page: optional breadcrumbs, an optional eyebrow, the page heading, a lead paragraph, calls
 * to action and an optional price anchor.
 */
export function Hero({ title, text, actions, price, top, eyebrow, media, mediaPlacement = 'beside', align = 'start', className, ...rest }: HeroProps) {
  const titleId = useId();
  const placement = media ? mediaPlacement : undefined;
  return (
    <section {...rest} className={joinClasses(styles.hero, placement && styles.placements[placement], className)} aria-labelledby={titleId}>
      {placement === 'behind' && <div className={styles.backdrop}>{media}</div>}
      <div className={joinClasses(styles.inner, placement && styles.withMedia[placement])}>
        <div className={joinClasses(styles.content, styles.alignments[align], placement === 'behind' && styles.panel)}>
          {top}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>{title}</h1>
          <p className={styles.text}>{text}</p>
          {(actions || price) && (
            <div className={styles.actions}>
              {actions}
              {price && <p className={styles.price}>{price}</p>}
            </div>
          )}
        </div>
        {placement === 'beside' && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
