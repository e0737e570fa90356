import { joinClasses } from '../internal/joinClasses';
import * as styles from './DeviceMockup.css';

export interface DeviceMockupProps {
  /** Extra class on the outer element, to place the component in a layout (width, position, visibility). */
  className?: string;
}

/** Three cards on a screen: x positions, so the laptop and the phone draw the same page at their widths. */
const laptopCards = [40, 154, 268];

/**
 * A laptop and a phone showing a website drawn in the theme's own colours: a hero visual for pages about the
 * agency's work. Inline SVG, so it costs no request, is never the page's largest paint and follows light and dark.
 * Decorative: hidden from assistive technology.
 */
export function DeviceMockup({ className }: DeviceMockupProps) {
  return (
    <svg className={joinClasses(styles.mockup, className)} viewBox="0 0 480 300" aria-hidden="true" focusable="false" data-device-mockup="">
      {/* Laptop: frame, screen, page, base. */}
      <rect className={styles.frame} x="20" y="10" width="380" height="240" rx="12" />
      <rect className={styles.page} x="32" y="22" width="356" height="216" />
      <rect className={styles.band} x="32" y="22" width="356" height="20" />
      <rect className={styles.ink} x="42" y="29" width="40" height="6" rx="3" />
      <rect className={styles.muted} x="270" y="30" width="28" height="4" rx="2" />
      <rect className={styles.muted} x="306" y="30" width="28" height="4" rx="2" />
      <rect className={styles.accent} x="342" y="28" width="36" height="8" rx="4" />
      <rect className={styles.hero} x="32" y="42" width="356" height="86" />
      <rect className={styles.onHero} x="48" y="62" width="150" height="12" rx="4" />
      <rect className={styles.onHero} x="48" y="80" width="110" height="12" rx="4" />
      <rect className={styles.accent} x="48" y="102" width="58" height="14" rx="7" />
      <circle className={styles.onHeroSoft} cx="318" cy="86" r="30" />
      {laptopCards.map((x) => (
        <g key={x}>
          <rect className={styles.card} x={x} y="140" width="104" height="86" rx="6" />
          <rect className={styles.tint} x={x + 8} y="148" width="88" height="40" rx="4" />
          <rect className={styles.ink} x={x + 8} y="196" width="64" height="6" rx="3" />
          <rect className={styles.muted} x={x + 8} y="208" width="80" height="4" rx="2" />
        </g>
      ))}
      <path className={styles.base} d="M0 250h420l-12 14H12z" />
      {/* Phone: frame, page, hero, a card and the button. */}
      <rect className={styles.frame} x="372" y="96" width="96" height="196" rx="16" />
      <rect className={styles.page} x="378" y="110" width="84" height="170" rx="4" />
      <rect className={styles.band} x="378" y="110" width="84" height="14" />
      <rect className={styles.ink} x="384" y="115" width="26" height="4" rx="2" />
      <rect className={styles.hero} x="378" y="124" width="84" height="62" />
      <rect className={styles.onHero} x="386" y="138" width="56" height="8" rx="3" />
      <rect className={styles.onHero} x="386" y="150" width="40" height="8" rx="3" />
      <rect className={styles.accent} x="386" y="166" width="36" height="10" rx="5" />
      <rect className={styles.card} x="384" y="194" width="72" height="78" rx="5" />
      <rect className={styles.tint} x="390" y="200" width="60" height="34" rx="3" />
      <rect className={styles.ink} x="390" y="242" width="44" height="5" rx="2" />
      <rect className={styles.muted} x="390" y="252" width="54" height="4" rx="2" />
      <rect className={styles.notch} x="406" y="101" width="28" height="4" rx="2" />
    </svg>
  );
}
