import type { ReactNode } from 'react';
import { SectionBlock } from '../SectionBlock';
import * as styles from './ProseSection.css';
import type { SectionAttributes } from '../internal/attributes';

export interface ProseSectionProps extends SectionAttributes {
  /** Heading of the section; omit for text that follows the page heading directly. */
  title?: string;
  /** The paragraphs, in order. */
  paragraphs: string[];
  /** Level of the heading: `2` or `3`. Default `2`. */
  headingLevel?: 2 | 3;
  /** Content after the paragraphs (a table, a list of links). */
  children?: ReactNode;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** Running text at a comfortable measure: legal pages, company history, article bodies. */
export function ProseSection({ title, paragraphs, headingLevel = 2, children, className, ...rest }: ProseSectionProps) {
  return (
    <SectionBlock {...rest} className={className} title={title} headingLevel={headingLevel}>
      <div className={styles.prose}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {children}
      </div>
    </SectionBlock>
  );
}
