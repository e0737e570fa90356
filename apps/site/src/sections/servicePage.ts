import { projectPages, type PageContent, type Price } from '@hraun/content';
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

/**
 * Up to three projects for a page, newest first: only the work of that service or solution (`projectPages` of the
 * content: an online-store page shows stores), none when the page has no such project. A project the relation does
 * not name (a row added to the data source later) is on no page until it is named there.
 */
export function relatedProjects<P extends Pick<Project, 'id'>>(projects: readonly P[], path: string, count = SHOWN): P[] {
  return projects.filter((project) => (projectPages as Readonly<Record<string, readonly string[] | undefined>>)[project.id]?.includes(path)).slice(0, count);
}
