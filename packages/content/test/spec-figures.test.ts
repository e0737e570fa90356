// Spec section 9, figure by figure: every price of the spec is in content with its amount, currency, VAT rule,
// period and popular flag, on each page where the spec gives it (conflicting figures on different pages are
// both kept, as the spec says), and the quantities that go with it are in that package's Icelandic text.
// Figures stated in running text (terms, response times, budgets, company facts) are checked in legal,
// forms and company tests.
import { describe, expect, it } from 'vitest';
import { orderPackages } from '../src/forms/orderPackages';
import { pages } from '../src/pages';
import type { Currency, PackageContent, PricePeriod, VatRule } from '../src/pages/types';
import { resolveKey, textKeysOf } from './support/keys';

/** Every package of a page (or an order page), by id. */
function packagesAt(where: string): Map<string, PackageContent> {
  if (where === 'order:wordpress-express' || where === 'order:hosting') {
    const kind = where.slice('order:'.length) as keyof typeof orderPackages;
    return new Map(orderPackages[kind].map((pkg) => [pkg.id, pkg]));
  }
  const page = pages.find((candidate) => candidate.path === where);
  if (!page) throw new Error(`no page at ${where}`);
  const found = new Map<string, PackageContent>();
  for (const section of page.sections) {
    if (section.kind === 'packages') for (const pkg of section.packages) found.set(pkg.id, pkg);
  }
  return found;
}

/** The Icelandic text of a package (name, description, features), for its quantities. */
const icelandicText = (pkg: PackageContent) =>
  textKeysOf(pkg)
    .map((key) => resolveKey('is', key) ?? '')
    .join(' | ');

type Row = [where: string, id: string, amount: number | null, currency: Currency, vat: VatRule, period: PricePeriod, popular: boolean, quantities: string[]];

const table: Row[] = [
  // Pricing page: hourly rates excl. VAT.
  ['/verdskra', 'general', 14900, 'ISK', 'excluded', 'hour', false, []],
  ['/verdskra', 'emergency', 22350, 'ISK', 'excluded', 'hour', false, ['50%']],
  // Website packages incl. VAT ("from"), Enterprise by quote.
  ['/verdskra', 'basic', 299950, 'ISK', 'included', 'once', false, ['10', '3']],
  ['/verdskra', 'business', 499950, 'ISK', 'included', 'once', true, ['20', '6']],
  ['/verdskra', 'enterprise', null, 'ISK', 'included', 'once', false, ['12']],
  // Express solutions excl. VAT: 3 and 5 pages on the pricing and WordPress pages, 5 and 10 on the Express pages.
  ['/verdskra', 'wordpress-express', 99950, 'ISK', 'excluded', 'once', false, ['3']],
  ['/verdskra', 'woocommerce-express', 149950, 'ISK', 'excluded', 'once', false, ['5']],
  ['/lausnir/wordpress', 'wordpress-express', 99950, 'ISK', 'excluded', 'once', false, ['3']],
  ['/lausnir/wordpress', 'woocommerce-express', 149950, 'ISK', 'excluded', 'once', false, ['5']],
  ['/lausnir/wordpress-express', 'wordpress-express', 99950, 'ISK', 'excluded', 'once', false, ['5']],
  ['/lausnir/wordpress-express', 'woocommerce-express', 149950, 'ISK', 'excluded', 'once', false, ['10']],
  // The solutions page's own statement: from 5,995 kr. excl. VAT, 10-15 pages, ready-made theme.
  ['/lausnir', 'wordpress-express-intro', 5995, 'ISK', 'excluded', 'once', false, ['10']],
  ['order:wordpress-express', 'wordpress-express', 99950, 'ISK', 'excluded', 'once', false, ['5']],
  ['order:wordpress-express', 'woocommerce-express', 149950, 'ISK', 'excluded', 'once', false, ['10']],
  // Hosting per month excl. VAT: mailboxes 2/5/10 on the hosting page, 5/20/unlimited on the order page.
  ['/lausnir/vefhysing', 'basic', 4990, 'ISK', 'excluded', 'month', false, ['10 GB', '100 GB', '2']],
  ['/lausnir/vefhysing', 'business', 9990, 'ISK', 'excluded', 'month', true, ['50 GB', '500 GB', '5']],
  ['/lausnir/vefhysing', 'enterprise', 24990, 'ISK', 'excluded', 'month', false, ['10']],
  ['order:hosting', 'basic', 4990, 'ISK', 'excluded', 'month', false, ['10 GB', '100 GB', '5']],
  ['order:hosting', 'business', 9990, 'ISK', 'excluded', 'month', true, ['50 GB', '500 GB', '20']],
  ['order:hosting', 'enterprise', 24990, 'ISK', 'excluded', 'month', false, []],
  // E-mail per month, VAT not stated.
  ['/lausnir/tolvupostur', 'basic', 990, 'ISK', 'unstated', 'month', false, ['10 GB']],
  ['/lausnir/tolvupostur', 'business', 1990, 'ISK', 'unstated', 'month', true, ['50 GB']],
  ['/lausnir/tolvupostur', 'enterprise', 3990, 'ISK', 'unstated', 'month', false, ['100 GB']],
  // Care plans per month excl. VAT.
  ['/thjonustupakkar', 'basic', 14950, 'ISK', 'excluded', 'month', false, ['10 GB', '24']],
  ['/thjonustupakkar', 'business', 29950, 'ISK', 'excluded', 'month', true, ['50 GB', '4', '2']],
  ['/thjonustupakkar', 'enterprise', 49950, 'ISK', 'excluded', 'month', false, ['100 GB', '1', '5', '3']],
  // Marketing and SEO per month, VAT not stated.
  ['/thjonusta/markadssetning', 'basic', 89950, 'ISK', 'unstated', 'month', false, ['8']],
  ['/thjonusta/markadssetning', 'pro', 149950, 'ISK', 'unstated', 'month', true, ['15']],
  ['/thjonusta/markadssetning', 'enterprise', 249950, 'ISK', 'unstated', 'month', false, []],
  ['/thjonusta/leitarvelabestun', 'basic', 49950, 'ISK', 'unstated', 'month', false, ['3']],
  ['/thjonusta/leitarvelabestun', 'pro', 89950, 'ISK', 'unstated', 'month', true, ['8']],
  ['/thjonusta/leitarvelabestun', 'enterprise', 149950, 'ISK', 'unstated', 'month', false, ['20']],
  // Chat per month excl. VAT.
  ['/lausnir/netspjall', 'basic', 14950, 'ISK', 'excluded', 'month', false, ['1']],
  ['/lausnir/netspjall', 'business', 29950, 'ISK', 'excluded', 'month', true, ['3']],
  ['/lausnir/netspjall', 'enterprise', 49950, 'ISK', 'excluded', 'month', false, []],
];

describe('spec section 9: every price, on every page the spec gives it', () => {
  it.each(table)('%s %s: %s %s, VAT %s, per %s, popular %s', (where, id, amount, currency, vat, period, popular, quantities) => {
    const pkg = packagesAt(where).get(id);
    expect(pkg, `${where} has a package ${id}`).toBeDefined();
    if (!pkg) return;
    if (amount === null) {
      expect(pkg.price).toBeNull();
      expect(pkg.priceNoteKey).toBeTruthy();
    } else {
      expect(pkg.price).toMatchObject({ amount, currency, vat, period });
    }
    expect(Boolean(pkg.popular)).toBe(popular);
    const text = icelandicText(pkg);
    for (const quantity of quantities) expect(text, `${where} ${id} mentions ${quantity}`).toMatch(new RegExp(`(^|[^0-9])${quantity.replace('%', '%')}($|[^0-9])`));
  });

  it('no page has a priced package the table leaves out', () => {
    const listed = new Set(table.map(([where, id]) => `${where} ${id}`));
    const wheres = [...new Set(table.map(([where]) => where))];
    for (const where of wheres) {
      for (const id of packagesAt(where).keys()) expect(listed, `${where} ${id}`).toContain(`${where} ${id}`);
    }
  });
});
