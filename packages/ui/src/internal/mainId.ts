/** The id `Main` gives the page's main content and `SkipLink` points to by default, so the two meet unconfigured. */
export const MAIN_ID = 'main';
