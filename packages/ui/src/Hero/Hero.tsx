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
   * there fills its box, which is rounded like a card and clips it. Where it goes is `mediaPlacement`.
   */
  media?: ReactNode;
  /**
   * `beside`: the media in a column next to the text from the `wide` breakpoint up, under the text on a phone (the
   * default). `below`: the media across the band under the text (and the `aside`) from `wide` up; on a phone after
   * the text, before the aside: a case study's picture under its title and facts. `behind`: the media fills the band
   * and the text sits on a panel over it, so it stays readable on any picture.
   */
  mediaPlacement?: 'beside' | 'below' | 'behind';
  /**
   * A second column beside the text from the `wide` breakpoint up, under it on a phone: a project's facts, a price
   * summary, a proof card. Unlike `media` its box neither rounds nor clips, so a card there keeps its own corners and
   * shadow. With media `beside`, the aside follows the media in the second column.
   */
  aside?: ReactNode;
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
 * to action and an optional price anchor; optionally media and an aside with them.
 */
export function Hero({ title, text, actions, price, top, eyebrow, media, mediaPlacement = 'beside', aside, align = 'start', className, ...rest }: HeroProps) {
  const titleId = useId();
  const placement = media ? mediaPlacement : undefined;
  // Two columns from `wide` up when something stands beside the text; one, with a gap, for media below alone.
  const columns = aside || placement === 'beside' ? styles.twoColumns : placement === 'below' ? styles.oneColumn : undefined;
  return (
    <section {...rest} className={joinClasses(styles.hero, placement && styles.placements[placement], className)} aria-labelledby={titleId}>
      {placement === 'behind' && <div className={styles.backdrop}>{media}</div>}
      <div className={joinClasses(styles.inner, columns)}>
        <div className={joinClasses(styles.content, styles.alignments[align], placement === 'behind' && styles.panel, Boolean(aside) && placement === 'beside' && styles.contentBesideBoth)}>
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
        {(placement === 'beside' || placement === 'below') && <div className={joinClasses(styles.media, placement === 'below' && styles.mediaBelow)}>{media}</div>}
        {aside && <div className={placement === 'beside' ? styles.asideUnderMedia : styles.aside}>{aside}</div>}
      </div>
    </section>
  );
}
