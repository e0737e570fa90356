import { useSyncExternalStore } from 'react';
import { pictureSources } from '../data/images';
import * as styles from './portfolio.css';

/** The example client sites the home hero leads with: their first screens, as the portfolio pictures have them. */
const WORK = ['fjallalind-vefverslun', 'havnegaard-vefverslun', 'casa-brisa-gervigreind'] as const;

const neverChanges = () => () => {};

/** One first screen as a responsive picture, at the width it is shown at. */
function Shot({ id, className, sizes }: { id: (typeof WORK)[number]; className?: string; sizes: string }) {
  const picture = pictureSources({ src: `/images/work/${id}-desktop-800.jpg`, alt: '', width: 1200, height: 675 });
  return (
    <picture className={className}>
      {picture.sources?.map((source) => <source key={`${source.type} ${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} media={source.media} sizes={sizes} />)}
      <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" />
    </picture>
  );
}

/**
 * The home hero's pictures: client sites we built. From a desktop width, three first screens fanned like windows on
 * a desk beside the heading; below it, the first of them alone under the buttons: whole, on a tablet and on a
 * phone. Decorative (the selected work below names each project and links to it), and loaded lazily: the one
 * the width hides is never fetched, and neither holds back the heading, which stays the largest paint (the phone's
 * picture is drawn smaller than the lead paragraph). Drawn once the app runs, not in the prerendered HTML: its
 * markup would cost the phone's first round trip for a picture that is not the first paint (the page's HTML must fit
 * that trip, bench/bytes.mjs); the app's style sheet has its rules by then (src/start.ts), and its room is reserved
 * (portfolio.css.ts), so nothing moves when it comes.
 */
export function HeroWork() {
  const running = useSyncExternalStore(neverChanges, () => true, () => false);
  if (!running) return null;
  return (
    <>
      <div className={styles.heroWork} aria-hidden="true" data-testid="hero-work">
        {WORK.map((id, index) => (
          <Shot key={id} id={id} className={`${styles.heroShot} ${styles.heroShots[index]}`} sizes="(min-width: 80rem) 28rem, 1px" />
        ))}
      </div>
      <div className={styles.heroSingle} aria-hidden="true" data-testid="hero-work-single">
        <Shot id={WORK[0]} sizes="(min-width: 48rem) 22rem, 26rem" />
      </div>
    </>
  );
}
