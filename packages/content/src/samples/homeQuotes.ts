/**
 * How many of the testimonials (./proof.ts) home shows, the first ones by position: two, as a third pushed the page's
 * HTML past its one round trip. The site reads it for home's and the quote form's placements, the e2e fixtures for the
 * projects home quotes. A module of its own: the site's first-load code reads it, and from ./proof.ts it would split
 * the testimonials out of the sample source's chunk into one more request.
 */
export const HOME_QUOTES = 2;

/**
 * The project home's hero shows (its desktop and phone screens): the site reads it for the hero and leaves it out of
 * home's "Selected work", so the page never shows the same screens twice (design review 8); the e2e fixtures read it too.
 */
export const HOME_HERO_PROJECT = 'fjallalind-vefverslun';
