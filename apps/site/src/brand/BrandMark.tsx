import * as styles from './brand.css';

/**
 * The Hraun mark: four basalt columns, broken off at a slant and stepped as in a sea cliff, on a flow of lava. The columns take the text's
 * colour (basalt on the light page, pale stone on the dark one) and the lava the theme's accent, so one drawing
 * serves light and dark. Decorative: the brand link is named by the site's name beside it, which is the wordmark,
 * set in the heading face. public/favicon.svg is the same drawing on a basalt tile.
 */
export function BrandMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 13l5-1.5V25H4zm6-5l5-1.5V25h-5zm6 3l5-1.5V25h-5zm6 4l5-1.5V25h-5z" />
      <path className={styles.lava} d="M2 27c5-1.6 9 1.6 14 0s9-1.6 14 0v3H2z" />
    </svg>
  );
}
