import type { PageContent, Price, Section } from '@hraun/content';

/**
 * Service and solution pages (not their overviews): they show related projects before their closing call to action,
 * and their lowest price in the hero (the price list itself does not).
 */
export const isServicePage = (page: PageContent) => isServicePath(page.path);

/** The path of a service or solution page (`/thjonusta/{id}`, `/lausnir/{id}`). */
export const isServicePath = (path: string) => /^\/(thjonusta|lausnir)\/[^/]+$/.test(path);

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

type PackagesSection = Extract<Section, { kind: 'packages' }>;

/** Where a VAT basis stands in a summary: prices without VAT first, then those the spec leaves open, then with VAT. */
const vatOrder: Record<Price['vat'], number> = { excluded: 0, unstated: 1, included: 2 };

/**
 * The groups of a price list in the order its summary shows them: grouped by the VAT basis of the price each starts
 * from, in the page's order within a basis, so a price with VAT never sits between prices without it (/verdskra: the
 * hourly rates and the Express solutions without VAT, then the website plans with it). A group without a price
 * (priced on request) comes last.
 */
export function summaryGroups<G extends PackagesSection>(groups: readonly G[]): G[] {
  const rank = (group: G) => {
    const lowest = lowestPriceIn([group]);
    return lowest ? vatOrder[lowest.vat] : Object.keys(vatOrder).length;
  };
  return groups
    .map((group, index) => ({ group, index, rank: rank(group) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ group }) => group);
}
