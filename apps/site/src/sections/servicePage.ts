import type { PageContent, Price } from '@hraun/content';
import type { Project } from '../data/types';

/**
 * Service and solution pages (not their overviews): they show related projects before their closing call to action,
 * and their lowest price in the hero (the price list itself does not).
 */
export const isServicePage = (page: PageContent) => /^\/(thjonusta|lausnir)\/[^/]+$/.test(page.path);

/**
 * The lowest price the page's packages state, as a "from" price for the hero's price anchor; null when the page has
 * no priced package.
 */
export function lowestPrice(page: PageContent): Price | null {
  const prices = page.sections.flatMap((section) =>
    section.kind === 'packages' ? section.packages.flatMap((pkg) => (pkg.price && pkg.price.currency === 'ISK' ? [pkg.price] : [])) : [],
  );
  const lowest = prices.reduce<Price | null>((low, price) => (low === null || price.amount < low.amount ? price : low), null);
  return lowest && { ...lowest, from: true };
}

/** How many projects a service or solution page shows. */
const SHOWN = 3;

/** The words of a page's slug that name its kind of work (`wordpress-express` gives wordpress and express). */
const slugWords = (path: string) => (path.split('/').at(-1) ?? '').split('-').filter((word) => word.length > 3);

/**
 * Up to three projects for a page: first those whose id shares a word with the page's slug (a booking system's
 * project on the booking-system page), then the newest others, in the order of the list (newest first).
 */
export function relatedProjects(projects: readonly Project[], path: string, count = SHOWN): Project[] {
  const words = slugWords(path);
  const matches = (project: Project) => words.some((word) => project.id.includes(word));
  return [...projects.filter(matches), ...projects.filter((project) => !matches(project))].slice(0, count);
}
