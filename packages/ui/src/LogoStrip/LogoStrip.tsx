import { useId } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './LogoStrip.css';
import type { SectionAttributes } from '../internal/attributes';

export interface LogoStripProps extends SectionAttributes {
  /** The heading over the wordmarks ("Companies that trust us"). */
  title: string;
  /**
   * Client names, each drawn as an SVG wordmark: an emblem and the name, in one weight, in the text's colour. The
   * name is the mark's accessible name.
   */
  names: string[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/**
 * Emblems drawn on a 24-unit square, one per client in turn: a peak, a wave, a ridge, an ear of grain, a harbour
 * sun, a bean, a sprig and an arch. Strokes and fills use the current colour, so the marks follow the theme.
 */
const EMBLEMS = [
  <path key="peak" d="M1 21 9 6l4.5 7.5L16 9l7 12z" fill="currentColor" />,
  <g key="wave" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <path d="M2 10c3.3-4 6.7-4 10 0s6.7 4 10 0" />
    <path d="M2 17c3.3-4 6.7-4 10 0s6.7 4 10 0" />
  </g>,
  <g key="ridge" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
    <path d="M2 20 10 5l5 9 2-3 5 9z" />
  </g>,
  <g key="grain" fill="currentColor">
    <rect x="11" y="3" width="2" height="19" rx="1" />
    <ellipse cx="8" cy="8" rx="3" ry="1.8" transform="rotate(35 8 8)" />
    <ellipse cx="16" cy="8" rx="3" ry="1.8" transform="rotate(-35 16 8)" />
    <ellipse cx="8" cy="14" rx="3" ry="1.8" transform="rotate(35 8 14)" />
    <ellipse cx="16" cy="14" rx="3" ry="1.8" transform="rotate(-35 16 14)" />
  </g>,
  <g key="sun" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <path d="M5 16a7 7 0 0 1 14 0" />
    <path d="M2 20h20" />
    <path d="M12 3v3M4.5 7.5l2 2M19.5 7.5l-2 2" />
  </g>,
  <g key="bean" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <ellipse cx="12" cy="12" rx="7" ry="9.5" transform="rotate(30 12 12)" />
    <path d="M9 5.5c3 3.5 3 9.5 6 13" />
  </g>,
  <g key="sprig" fill="currentColor">
    <path d="M4 21C9 16 14 10 21 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <ellipse cx="9" cy="12" rx="4.5" ry="2" transform="rotate(-60 9 12)" />
    <ellipse cx="15" cy="11" rx="4.5" ry="2" transform="rotate(15 15 11)" />
    <circle cx="18.5" cy="17" r="2.5" />
  </g>,
  <g key="arch" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
    <path d="M3 21V11l9-7 9 7v10z" />
    <path d="M9.5 21v-5a2.5 2.5 0 0 1 5 0v5" />
  </g>,
];

/** Drawing units: the emblem's square, the space after it, the lettering's size and its width per character. */
const EMBLEM = 24;
const GAP = 8;
const FONT = 17;
const PER_CHARACTER = 9.6;

/** One client's wordmark: the emblem and the name fitted to a width of its own, so every font draws it the same. */
function Wordmark({ name, emblem }: { name: string; emblem: number }) {
  const textWidth = Math.round([...name].length * PER_CHARACTER);
  const width = EMBLEM + GAP + textWidth;
  return (
    // Named by aria-label rather than a <title> and an id per mark: the same name for a reader, about 20 bytes less
    // of a page's HTML per mark, and no tooltip repeating the lettering under the pointer.
    <svg className={styles.svg} role="img" aria-label={name} viewBox={`0 0 ${width} ${EMBLEM}`} width={width} height={EMBLEM}>
      {EMBLEMS[emblem % EMBLEMS.length]}
      <text
        className={styles.name}
        x={EMBLEM + GAP}
        y={18}
        fontSize={FONT}
        fill="currentColor"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        aria-hidden="true"
      >
        {name}
      </text>
    </svg>
  );
}

/**
 * A row of client wordmarks: each an emblem and the name drawn as SVG in one visual weight and the muted text
 * colour (light and dark alike), named for assistive technology by its `aria-label`.
 */
export function LogoStrip({ title, names, className, ...rest }: LogoStripProps) {
  const titleId = useId();
  return (
    <section {...rest} className={joinClasses(styles.band, className)} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {names.map((name, index) => (
            <li key={`${index}-${name}`} className={styles.mark}>
              <Wordmark name={name} emblem={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
