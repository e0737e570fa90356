import { HOME_HERO_PROJECT } from '@hraun/content';
import { pictureSources } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useRunning } from '../layout/useRunning';
import { RouterLink } from '../links';
import { underlinedLink } from '../styles/links.css';
import * as styles from './portfolio.css';

/** The project the home hero leads with: one client site, shown as the case study shows it, on a desktop and a phone. */
const HERO_PROJECT = HOME_HERO_PROJECT;


/** One of the project's pictures as a responsive picture, at the width it is shown at, loaded lazily. */
function Shot({ view, sizes }: { view: 'desktop' | 'phones'; sizes: string }) {
  const picture = pictureSources({ src: `/images/work/${HERO_PROJECT}-${view}-800.jpg`, alt: '', width: 1200, height: 675 });
  return (
    <picture>
      {picture.sources?.map((source) => <source key={`${source.type} ${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} media={source.media} sizes={sizes} />)}
      <img src={picture.src} alt="" width={picture.width} height={picture.height} loading="lazy" decoding="async" />
    </picture>
  );
}

/**
 * The home hero's picture: one client site we built, its first screen on a desktop with the phone's in front of its
 * lower right corner, overlapping a little (issue 35, round 6: three fanned screens read as clutter). From a desktop
 * width it stands beside the heading, top-aligned with it, inside the container, captioned with a link to the case
 * study; below that, under the buttons at 85% of the content's width. Each screen stays well under the phone's lead
 * paragraph, so the text stays the largest paint (the screens are lazy and drawn after the app starts). The screens
 * are decorative (the caption and the selected work below name the project and link to it), and drawn once the app
 * runs, not in the prerendered HTML: their markup would cost the phone's first round trip (the page's HTML must fit
 * that trip, bench/bytes.mjs); their room is reserved (portfolio.css.ts), so nothing moves when they come.
 */
export function HeroWork() {
  const running = useRunning();
  const { t } = useSiteTranslation('common');
  // The project's title in the page's language, read with the page (HomePage's `reads`): the caption names what the
  // screens show and links to its case study; without the project (a store that lacks it), no caption.
  const title = useSiteQuery(queries.projectTitle(HERO_PROJECT));
  if (!running) return null;
  return (
    <div className={styles.heroWork} data-testid="hero-work">
      <div className={styles.heroDesktop} aria-hidden="true" data-testid="hero-work-desktop">
        <Shot view="desktop" sizes="(min-width: 48rem) 23rem, 65vw" />
      </div>
      {/* The first phone of the project's phone screens, cut out of that picture by its frame. */}
      <div className={styles.heroPhone} aria-hidden="true" data-testid="hero-work-phone">
        <Shot view="phones" sizes="(min-width: 48rem) 36rem, 100vw" />
      </div>
      {title.status === 'loaded' && title.data && (
        // What the screens show, and a link to its case study (design review, round 7): from a desktop width, where the
        // picture stands beside the heading. The name is plain muted text, only the action is the link (round 8: one
        // underline ran through the name and the separator); the link is named with the project (WCAG 2.5.3).
        <p className={styles.heroCaption} data-testid="hero-work-caption">
          {title.data}{' '}
          <RouterLink href={`/verkefni/${encodeURIComponent(HERO_PROJECT)}`} className={underlinedLink} aria-label={`${t('portfolio.projects.readMore')}: ${title.data}`}>
            {t('portfolio.projects.readMore')}
            <span aria-hidden="true">&nbsp;→</span>
          </RouterLink>
        </p>
      )}
    </div>
  );
}
