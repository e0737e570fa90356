import type { PagePath } from '../pages/paths.generated';

// A module of its own: every content page's first load reads it (whether the page has a quote to read), while the
// relation of projects to pages (./work.ts) is read only with the proof.

/**
 * Whose work gives a page its one client quote, best first: the quote about a project (`projectPages`) of the first of
 * these pages that has one. A service or solution page not named here quotes its own work, or shows no quote. The
 * price list quotes the Express work, whose fixed price and short delivery show what a listed price buys; the
 * Express page, should its own work have no quote, the WordPress work it is built on. The website page quotes its
 * website work first (the WordPress sites): its other work, Casa Brisa's, is quoted about its chatbot.
 */
export const quoteSources: Readonly<Partial<Record<PagePath, readonly PagePath[]>>> = {
  '/verdskra': ['/lausnir/wordpress-express', '/lausnir/wordpress'],
  '/lausnir/wordpress-express': ['/lausnir/wordpress-express', '/lausnir/wordpress'],
  '/thjonusta/vefsidugerd': ['/lausnir/wordpress', '/thjonusta/vefsidugerd'],
};
