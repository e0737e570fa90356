import { useSyncExternalStore } from 'react';
import { pictureSources } from '../data/images';
import * as styles from './portfolio.css';

/** The example client sites the home hero leads with: their first screens, as the portfolio pictures have them. */
const WORK = ['fjallalind-vefverslun', 'havnegaard-vefverslun', 'casa-brisa-gervigreind'] as const;

const neverChanges = () => () => {};

/**
 * The home hero's picture: three client sites we built, their first screens fanned like windows on a desk, beside
 * the heading from a desktop width up. Decorative (the selected work below names each project and links to it), and
 * loaded lazily: on a phone, where it is not shown, it costs nothing, and on a desktop it never holds back the
 * heading, which stays the largest paint. Drawn once the app runs, not in the prerendered HTML: it is a desktop's
 * picture only, and its markup and styles would cost the phone's first round trip 0.2 KB for nothing (the page's
 * HTML must fit that trip, bench/bytes.mjs); the app's style sheet has its rules by then (src/start.ts), and it
 * takes no room in the flow, so nothing moves when it comes.
 */
export function HeroWork() {
  const running = useSyncExternalStore(neverChanges, () => true, () => false);
  if (!running) return null;
  return (
    <div className={styles.heroWork} aria-hidden="true">
      {WORK.map((id, index) => {
        const picture = pictureSources({ src: `/images/work/${id}-desktop-800.jpg`, alt: '', width: 1200, height: 675 });
        return (
          <picture key={id} className={`${styles.heroShot} ${styles.heroShots[index]}`}>
            {picture.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="30rem" />)}
            <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" />
          </picture>
        );
      })}
    </div>
  );
}
