import { useId, type ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './SectionBlock.css';
import type { SectionAttributes } from '../internal/attributes';

export interface SectionBlockProps extends SectionAttributes {
  /** The section heading; without it the block is a plain group with no heading. */
  title?: string;
  /** A lead paragraph under the heading. */
  text?: string;
  /** Level of the heading: `2` for a page section, `3` for a section nested in another. Default `2`. */
  headingLevel?: 2 | 3;
  /** Background of the band: `'plain'` (the page's) or `'muted'` (the alternate surface). Default `'plain'`. */
  tone?: 'plain' | 'muted';
  /** Heading and lead alignment: `'start'` or `'center'`. Default `'start'`. */
  align?: 'start' | 'center';
  /** Content under the heading. */
  children?: ReactNode;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The frame shared by the section components: a full-width band, a centred column, an optional heading and
 * lead. A titled block is a `section` named by its heading; an untitled one is a `div`.
 */
export function SectionBlock({ title, text, headingLevel = 2, tone = 'plain', align = 'start', children, className, ...rest }: SectionBlockProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const Root = title ? 'section' : 'div';
  const classes = joinClasses(styles.band, styles.tones[tone], className);
  return (
    <Root {...rest} className={classes} aria-labelledby={title ? titleId : undefined}>
      <div className={styles.inner}>
        {(title || text) && (
          <div className={[styles.intro, styles.aligns[align]].join(' ')}>
            {title && (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {text && <p className={styles.lead}>{text}</p>}
          </div>
        )}
        {children}
      </div>
    </Root>
  );
}
