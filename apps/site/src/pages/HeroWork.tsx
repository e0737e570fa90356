import { pictureSources } from '../data/images';
import * as styles from './portfolio.css';

/** The example client sites the home hero leads with: their first screens, as the portfolio pictures have them. */
const WORK = ['fjallalind-vefverslun', 'havnegaard-vefverslun', 'casa-brisa-gervigreind'] as const;

/**
 * The home hero's picture: three client sites we built, their first screens fanned like windows on a desk, beside
 * the heading from a desktop width up. Decorative (the selected work below names each project and links to it), and
 * loaded lazily: on a phone, where it is not shown, it costs nothing, and on a desktop it never holds back the
 * heading, which stays the largest paint.
 */
export function HeroWork() {
  return (
    <div className={styles.heroWork} aria-hidden="true">
      {WORK.map((id, index) => {
        const picture = pictureSources({ src: `/images/work/${id}-desktop-800.jpg`, alt: '', width: 1200, height: 675 });
        return (
          <picture key={id} className={`${styles.heroShot} ${styles.heroShots[index]}`}>
            {/* AVIF (every current browser), else the JPEG: one source keeps the page's first round trip small. */}
            <source type="image/avif" srcSet={picture.sources?.[0]?.srcSet} sizes="30rem" />
            <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" />
          </picture>
        );
      })}
    </div>
  );
}
