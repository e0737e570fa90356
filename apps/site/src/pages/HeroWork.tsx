import { useSyncExternalStore } from 'react';
import { pictureSources } from '../data/images';
import * as styles from './portfolio.css';

/** The project the home hero leads with: one client site, shown as the case study shows it, on a desktop and a phone. */
const PROJECT = 'fjallalind-vefverslun';

const neverChanges = () => () => {};

/** One of the project's pictures as a responsive picture, at the width it is shown at, loaded lazily. */
function Shot({ view, sizes }: { view: 'desktop' | 'phones'; sizes: string }) {
  const picture = pictureSources({ src: `/images/work/${PROJECT}-${view}-800.jpg`, alt: '', width: 1200, height: 675 });
  return (
    <picture>
      {picture.sources?.map((source) => <source key={`${source.type} ${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} media={source.media} sizes={sizes} />)}
      <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" />
    </picture>
  );
}

/**
 * The home hero's picture: one client site we built, its first screen on a desktop with the phone's in front of its
 * lower right corner, overlapping a little (issue 35, round 6: three fanned screens read as clutter). Beside the
 * heading, inside the container, from a desktop width; under the buttons, 85% of the content's width, below it. Each
 * screen stays smaller than the phone's lead paragraph, so the heading's text stays the largest paint (the screens are
 * lazy and drawn after the app starts). Decorative (the selected work below names the project and links to it), and
 * drawn once the app runs, not in the prerendered HTML: its markup would cost the phone's first round trip (the page's
 * HTML must fit that trip, bench/bytes.mjs); its room is reserved (portfolio.css.ts), so nothing moves when it comes.
 */
export function HeroWork() {
  const running = useSyncExternalStore(neverChanges, () => true, () => false);
  if (!running) return null;
  return (
    <div className={styles.heroWork} aria-hidden="true" data-testid="hero-work">
      <div className={styles.heroDesktop} data-testid="hero-work-desktop">
        <Shot view="desktop" sizes="(min-width: 48rem) 23rem, 65vw" />
      </div>
      {/* The first phone of the project's phone screens, cut out of that picture by its frame. */}
      <div className={styles.heroPhone} data-testid="hero-work-phone">
        <Shot view="phones" sizes="(min-width: 48rem) 36rem, 100vw" />
      </div>
    </div>
  );
}
