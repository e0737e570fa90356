import { SectionBlock } from '../SectionBlock';
import * as styles from './ProcessSteps.css';
import { itemKey } from '../internal/itemKey';
import type { SectionAttributes } from '../internal/attributes';

export interface ProcessStep {
  /**
   * A stable identity for the item, unique in its list (such as a page's id): React keys the item by it, so it keeps
   * its element (and the focus in it) when the list is reordered or its text and links change. Without one, the
   * item is known by its position.
   */
  id?: string;
  /** The step's heading. */
  title: string;
  /** What happens in the step. */
  text: string;
}

export interface ProcessImage {
  /** Address of the picture. */
  src: string;
  /** Text alternative; an empty string marks the picture as decorative. */
  alt: string;
  /** Intrinsic width in pixels (reserves the space before it loads). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
}

export interface ProcessStepsProps extends SectionAttributes {
  /** Heading of the section. */
  title: string;
  /** Lead paragraph under the heading. */
  text?: string;
  /** The steps, in order; they are numbered. */
  steps: ProcessStep[];
  /** A picture beside the steps on a wide screen, above them on a narrow one. */
  image?: ProcessImage;
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** How the work goes: numbered steps as an ordered list, with an optional picture beside them. */
export function ProcessSteps({ title, text, steps, image, className, ...rest }: ProcessStepsProps) {
  return (
    <SectionBlock {...rest} className={className} title={title} text={text}>
      <div className={image ? styles.withImage : undefined}>
        {image && (
          <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
        )}
        <ol className={styles.list}>
          {steps.map((step, index) => (
            <li key={itemKey(step, index)} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.body}>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.text}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </SectionBlock>
  );
}
