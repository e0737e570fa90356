import type { ReactNode } from 'react';
import { SectionBlock } from '../SectionBlock';
import * as styles from './ProseSection.css';
import type { SectionAttributes } from '../internal/attributes';

export interface ProseSectionProps extends SectionAttributes {
  /** Heading of the section; omit for text that follows the page heading directly. */
  title?: string;
  /** The paragraphs, in order. */
  paragraphs: string[];
  /**
   * Level of the heading: `1` when the section is the page itself (a privacy policy, terms: the title is then the
   * page's only `h1`, set large above the text), `2` or `3` inside a page. Default `2`.
   */
  headingLevel?: 1 | 2 | 3;
  /** Content after the paragraphs (a table, a list of links). */
  children?: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** Running text at a comfortable measure: legal pages, company history, article bodies. */
export function ProseSection({ title, paragraphs, headingLevel = 2, children, className, ...rest }: ProseSectionProps) {
  // A page heading is not a section heading: it goes above the text, and the section band is left untitled.
  const pageTitle = headingLevel === 1 && title;
  return (
    <SectionBlock {...rest} className={className} title={pageTitle ? undefined : title} headingLevel={headingLevel === 1 ? 2 : headingLevel}>
      <div className={styles.prose}>
        {pageTitle && <h1 className={styles.pageTitle}>{pageTitle}</h1>}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {children}
      </div>
    </SectionBlock>
  );
}
