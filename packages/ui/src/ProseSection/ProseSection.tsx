import type { ReactNode } from 'react';
import { SectionBlock } from '../SectionBlock';
import * as styles from './ProseSection.css';

export interface ProseSectionProps {
  /** Heading of the section; omit for text that follows the page heading directly. */
  title?: string;
  /** The paragraphs, in order. */
  paragraphs: string[];
  /** Level of the heading. */
  headingLevel?: 2 | 3;
  /** Content after the paragraphs (a table, a list of links). */
  children?: ReactNode;
}

/** Running text at a comfortable measure: legal pages, company history, article bodies. */
export function ProseSection({ title, paragraphs, headingLevel = 2, children }: ProseSectionProps) {
  return (
    <SectionBlock title={title} headingLevel={headingLevel}>
      <div className={styles.prose}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {children}
      </div>
    </SectionBlock>
  );
}
