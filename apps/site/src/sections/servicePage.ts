import type { PageContent, Price, Section } from '@hraun/content';

/**
 * Service and solution pages (not their overviews): they show related projects before their closing call to action,
 * and their lowest price in the hero (the price list itself does not).
 */
export const isServicePage = (page: PageContent) => isServicePath(page.path);

/** The path of a service or solution page (`/thjonusta/{id}`, `/lausnir/{id}`). */
export const isServicePath = (path: string) => /^\/(thjonusta|lausnir)\/[^/]+$/.test(path);

/**
 * The pages that sell (the price list, each service and solution page): their proof stands before their closing band,
 * a client's quote when the data has one about their kind of work (sections/pageQuote.ts), and a service's or
 * solution's own projects.
 */
export const showsProof = (path: string) => path === '/verdskra' || isServicePath(path);

/**
 * The lowest price the page's packages state, as a "from" price for the hero's price anchor; null when the page has
 * no priced package.
 */
export function lowestPrice(page: PageContent): Price | null {
  return lowestPriceIn(page.sections);
}

/** The lowest ISK price of the packages in these sections, as a "from" price; null when none is priced. */
export function lowestPriceIn(sections: readonly Section[]): Price | null {
  const prices = sections.flatMap((section) =>
    section.kind === 'packages' ? section.packages.flatMap((pkg) => (pkg.price && pkg.price.currency === 'ISK' ? [pkg.price] : [])) : [],
  );
  const lowest = prices.reduce<Price | null>((low, price) => (low === null || price.amount < low.amount ? price : low), null);
  return lowest && { ...lowest, from: true };
}

/**
 * A group of packages' in-page anchor, from the key of its heading, so it is the same in every language:
 * `services:verdskra.hourly.title` is `#hourly`. The price list's summary links to its groups by it.
 */
export const packagesAnchor = (titleKey: string) => titleKey.replace(/^[^:]+:[^.]+\./, '').replace(/\.title$/, '').replaceAll('.', '-');
