import * as styles from './brand.css';

/**
 * The Hraun mark: four basalt columns, stepped as in a sea cliff, over a flow of lava. The columns take the text's
 * colour (basalt on the light page, pale stone on the dark one) and the lava the theme's accent, so one drawing
 * serves light and dark. Decorative: the brand link is named by the site's name beside it, which is the wordmark,
 * set in the heading face. public/favicon.svg is the same drawing on a basalt tile.
 */
export function BrandMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 12l2.5-2 2.5 2v12H4zm6-5l2.5-2 2.5 2v17h-5zm6 3l2.5-2 2.5 2v14h-5zm6 4l2.5-2 2.5 2v10h-5z" />
      <path className={styles.lava} d="M2 28c4-2.6 8-2.6 12-.6s8 2 16-1.4V30H2z" />
    </svg>
  );
}
