import { describe, expect, it } from 'vitest';
import { locales } from '../src/locale';
import { strings } from '../src/strings';
import type { CallToAction, PageContent, Price, Section } from '../src/pages/types';
import { resolveKey, textKeysOf, unresolvedKeys } from './support/keys';
import { pageAt } from '../src/pages';
import { menuLinks } from '../src/pages/listing';

const overview = pageAt('/thjonusta')!;
const vefsidugerd = pageAt('/thjonusta/vefsidugerd')!;
const vefhonnun = pageAt('/thjonusta/vefhonnun')!;
const vefthroun = pageAt('/thjonusta/vefthroun')!;
const radgjof = pageAt('/thjonusta/radgjof')!;
const markadssetning = pageAt('/thjonusta/markadssetning')!;
const leitarvelabestun = pageAt('/thjonusta/leitarvelabestun')!;
const greiningar = pageAt('/thjonusta/greiningar')!;
const vidhald = pageAt('/thjonusta/vidhald')!;

/** Each service page with its strings module and the section kinds spec section 2 gives it, in order. */
const table: [string, PageContent, string, Section['kind'][]][] = [
  ['/thjonusta', overview, 'overview', ['hero', 'links', 'cta']],
  ['/thjonusta/vefsidugerd', vefsidugerd, 'vefsidugerd', ['hero', 'features', 'features', 'cta']],
  ['/thjonusta/vefhonnun', vefhonnun, 'vefhonnun', ['hero', 'features', 'process', 'cta']],
  ['/thjonusta/vefthroun', vefthroun, 'vefthroun', ['hero', 'features', 'techLists', 'process', 'benefits', 'cta']],
  ['/thjonusta/radgjof', radgjof, 'radgjof', ['hero', 'features', 'process', 'cta']],
  ['/thjonusta/markadssetning', markadssetning, 'markadssetning', ['hero', 'features', 'packages', 'cta']],
  ['/thjonusta/leitarvelabestun', leitarvelabestun, 'leitarvelabestun', ['hero', 'features', 'packages', 'cta']],
  ['/thjonusta/greiningar', greiningar, 'greiningar', ['hero', 'features', 'process', 'cta']],
  ['/thjonusta/vidhald', vidhald, 'vidhald', ['hero', 'features', 'process', 'cta']],
];

const quote = { labelKey: 'common:labels.cta.quote', to: '/fa-tilbod' };
const contact = { labelKey: 'common:labels.cta.contact', to: '/hafa-samband' };
const bookMeeting = { labelKey: 'common:labels.cta.bookMeeting', to: '/hafa-samband' };

/** The closing call to action of each page (label and target, in order). */
const closingCtas: Record<string, { labelKey: string; to: string }[]> = {
  '/thjonusta': [quote],
  '/thjonusta/vefsidugerd': [quote],
  '/thjonusta/vefhonnun': [quote],
  '/thjonusta/vefthroun': [quote],
  '/thjonusta/radgjof': [bookMeeting, quote],
  '/thjonusta/markadssetning': [quote],
  '/thjonusta/leitarvelabestun': [quote],
  '/thjonusta/greiningar': [contact, quote],
  '/thjonusta/vidhald': [contact, quote],
};

/** Spec section 9: marketing and SEO packages per month, VAT not stated. */
const month = (amount: number): Price => ({ amount, currency: 'ISK', vat: 'unstated', period: 'month' });
const packageFigures: [string, PageContent, string, Price, boolean][] = [
  ['markadssetning', markadssetning, 'basic', month(89950), false],
  ['markadssetning', markadssetning, 'pro', month(149950), true],
  ['markadssetning', markadssetning, 'enterprise', month(249950), false],
  ['leitarvelabestun', leitarvelabestun, 'basic', month(49950), false],
  ['leitarvelabestun', leitarvelabestun, 'pro', month(89950), true],
  ['leitarvelabestun', leitarvelabestun, 'enterprise', month(149950), false],
];

const sectionsOf = <K extends Section['kind']>(page: PageContent, kind: K) =>
  page.sections.filter((section): section is Extract<Section, { kind: K }> => section.kind === kind);

/** Leaves of a strings tree as dotted keys. */
const leafKeys = (node: unknown, prefix = ''): string[] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('service pages', () => {
  it.each(table)('%s resolves every key in every language', (_path, page) => {
    const keys = textKeysOf(page);
    expect(keys.length).toBeGreaterThan(10);
    expect(unresolvedKeys(keys)).toEqual([]);
  });

  it.each(table)('%s: path, namespace and section kinds in the spec order', (path, page, module, kinds) => {
    expect(page.path).toBe(path);
    expect(page.namespace).toBe('services');
    expect(page.metaTitleKey).toBe(`services:${module}.metaTitle`);
    expect(page.breadcrumbKey).toBe(`services:${module}.breadcrumb`);
    expect(page.sections.map((section) => section.kind)).toEqual(kinds);
  });

  it.each(table)('%s: the strings module is written in full and in the same key order in all languages', (_path, page, module) => {
    const reference = leafKeys(strings.is.services[module as keyof typeof strings.is.services]);
    for (const lng of locales) {
      expect(leafKeys(strings[lng].services[module as keyof typeof strings.is.services])).toEqual(reference);
    }
    // Every string of the module is shown somewhere on its page.
    const used = new Set(textKeysOf(page));
    // (`card` is shown on the overview page, not on the page itself.)
    expect(reference.filter((key) => !key.startsWith('card.') && !used.has(`services:${module}.${key}`))).toEqual([]);
  });

  it.each(table)('%s: the meta description is 140-160 characters in every language', (_path, page) => {
    for (const lng of locales) {
      const description = resolveKey(lng, page.metaDescriptionKey) ?? '';
      expect(description.length, `${lng}: ${description}`).toBeGreaterThanOrEqual(140);
      expect(description.length, `${lng}: ${description}`).toBeLessThanOrEqual(160);
    }
  });

  it.each(table)('%s: closing call to action targets', (path, page) => {
    const [cta] = sectionsOf(page, 'cta');
    expect(page.sections.at(-1)).toBe(cta);
    expect(cta?.ctas.map(({ labelKey, to }: CallToAction) => ({ labelKey, to }))).toEqual(closingCtas[path]);
  });

  it('shows the loading text only on the web development, design and programming pages', () => {
    const loading = table.filter(([, page]) => page.showsLoadingUntilReady).map(([path]) => path);
    expect(loading).toEqual(['/thjonusta/vefsidugerd', '/thjonusta/vefhonnun', '/thjonusta/vefthroun']);
  });

  it('the overview links to every service page of the menu and nothing else', () => {
    const [links] = sectionsOf(overview, 'links');
    expect(links?.items.map((item) => item.to)).toEqual(menuLinks('services').map((link) => link.path));
    expect(links?.items.every((item) => item.icon)).toBe(true);
  });

  it('has the card and step counts of spec section 2', () => {
    const counts = (page: PageContent) => page.sections.map((section) => {
      if (section.kind === 'features' || section.kind === 'benefits' || section.kind === 'links') return section.items.length;
      if (section.kind === 'process') return section.steps.length;
      if (section.kind === 'packages') return section.packages.length;
      if (section.kind === 'techLists') return section.groups.length;
      return 0;
    });
    expect(counts(vefsidugerd)).toEqual([0, 6, 3, 0]);
    expect(counts(vefhonnun)).toEqual([0, 6, 4, 0]);
    expect(counts(vefthroun)).toEqual([0, 5, 3, 4, 6, 0]);
    for (const page of [radgjof, greiningar, vidhald]) expect(counts(page)).toEqual([0, 6, 4, 0]);
    for (const page of [markadssetning, leitarvelabestun]) expect(counts(page)).toEqual([0, 6, 3, 0]);
  });

  it('gives the web development platform cards technology bullets', () => {
    const [, platforms] = sectionsOf(vefsidugerd, 'features');
    expect(platforms?.items.map((item) => item.titleKey)).toEqual([
      'services:vefsidugerd.platforms.items.open.title',
      'services:vefsidugerd.platforms.items.headless.title',
      'services:vefsidugerd.platforms.items.databases.title',
    ]);
    for (const item of platforms?.items ?? []) expect(item.bulletKeys?.length).toBeGreaterThan(0);
  });

  it('lists real technology names by group on the programming page', () => {
    const [tech] = sectionsOf(vefthroun, 'techLists');
    const groups = Object.fromEntries(tech?.groups.map((group) => [group.titleKey.split('.').pop(), group.items]) ?? []);
    expect(Object.keys(groups)).toEqual(['frontend', 'backend', 'database']);
    expect(groups.frontend).toContain('React');
    expect(groups.backend).toContain('Node.js');
    expect(groups.database).toContain('PostgreSQL');
  });

  it('draws the design process with its image', () => {
    const [process] = sectionsOf(vefhonnun, 'process');
    expect(process?.image).toEqual({
      src: '/images/process-design.svg',
      altKey: 'services:vefhonnun.process.imageAlt',
      width: 640,
      height: 480,
    });
  });

  it.each(packageFigures)('%s package %s has the spec price', (_name, page, id, price, popular) => {
    const [section] = sectionsOf(page, 'packages');
    const pkg = section?.packages.find((candidate) => candidate.id === id);
    expect(pkg?.price).toEqual(price);
    expect(Boolean(pkg?.popular)).toBe(popular);
    expect(pkg?.cta).toMatchObject(quote);
  });

  it('keeps the package order basic, pro, enterprise', () => {
    for (const page of [markadssetning, leitarvelabestun]) {
      const [section] = sectionsOf(page, 'packages');
      expect(section?.packages.map((pkg) => pkg.id)).toEqual(['basic', 'pro', 'enterprise']);
    }
  });

  it('states the posts and content hours of each package in its features', () => {
    const first = (page: PageContent, id: string) => {
      const [section] = sectionsOf(page, 'packages');
      const key = section?.packages.find((pkg) => pkg.id === id)?.featureKeys[0] ?? '';
      return resolveKey('en', key);
    };
    expect(first(markadssetning, 'basic')).toMatch(/^8 posts/);
    expect(first(markadssetning, 'pro')).toMatch(/^15 posts/);
    expect(first(markadssetning, 'enterprise')).toMatch(/^Unlimited posts/);
    expect(first(leitarvelabestun, 'basic')).toMatch(/^3 hours/);
    expect(first(leitarvelabestun, 'pro')).toMatch(/^8 hours/);
    expect(first(leitarvelabestun, 'enterprise')).toMatch(/^20 hours/);
  });
});
