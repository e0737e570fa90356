import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from '../scripts/generate';
import { footerLinks, homeCards, menuLinks, orderPaths, overviewCards, pageAction } from '../src';
import { pageEntries } from '../src/pages';
import { strings } from '../src/strings';
import { unresolvedKeys } from './support/keys';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the registry generated from the page folders', () => {
  it('is up to date with the folders (run `pnpm --filter @hraun/content generate` after changing one)', async () => {
    expect(await generate(packageDir, { check: true })).toEqual([]);
  });

  it('gives each folder its path from its section and name, and its strings key from its name', () => {
    const byFolder = Object.fromEntries(pageEntries.map((entry) => [entry.folder, entry]));
    expect(byFolder['services/vefsidugerd']).toMatchObject({ path: '/thjonusta/vefsidugerd', namespace: 'services', key: 'vefsidugerd' });
    expect(byFolder['solutions/wordpress-express']).toMatchObject({ path: '/lausnir/wordpress-express', namespace: 'solutions', key: 'wordpressExpress' });
    expect(byFolder['services/overview']).toMatchObject({ path: '/thjonusta', overview: true });
    expect(byFolder['company/verdskra']).toMatchObject({ path: '/verdskra', namespace: 'services', key: 'verdskra' });
    expect(byFolder['legal/vafrakokur']).toMatchObject({ path: '/vafrakokur', namespace: 'cookies', key: 'vafrakokur' });
    expect(byFolder.home).toMatchObject({ path: '/', namespace: 'home' });
  });

  // The spec's pages in the spec's order; a page added by a new folder takes its place among them by its `order`.
  const inSpecOrder = (paths: string[], spec: string[]) => paths.filter((path) => spec.includes(path));

  it('lists the header menus in the spec order', () => {
    const services = ['vefsidugerd', 'vefhonnun', 'vefthroun', 'radgjof', 'markadssetning', 'leitarvelabestun', 'greiningar', 'vidhald'].map((id) => `/thjonusta/${id}`);
    expect(inSpecOrder(menuLinks('services').map((link) => link.path), services)).toEqual(services);
    const solutions = [
      'gervigreind', 'bokunarkerfi', 'askriftarkerfi', 'netverslun', 'kassakerfi', 'wordpress',
      'wordpress-express', 'vefhysing', 'tolvupostur', 'vefumsjon', 'netspjall', 'api-tengingar',
    ].map((id) => `/lausnir/${id}`);
    expect(inSpecOrder(menuLinks('solutions').map((link) => link.path), solutions)).toEqual(solutions);
  });

  it('fills the footer columns from the folders that place themselves there, and its services from home', () => {
    // The services home shows, in home's order: one list for both.
    expect(footerLinks('services').map((link) => link.path)).toEqual(homeCards('services').map((card) => card.to));
    expect(footerLinks('services')).toHaveLength(6);
    // The app's own pages (portfolio, news, service desk, contact) take the positions between the folders'.
    expect(footerLinks('company').map(({ path, order }) => [path, order])).toEqual([
      ['/fyrirtaekid', 1], ['/verkefni', 2], ['/frettir', 3], ['/verdskra', 4], ['/thjonustupakkar', 5], ['/thjonustubord', 6], ['/hafa-samband', 7],
    ]);
    expect(footerLinks('legal').map((link) => link.path)).toEqual(['/skilmalar', '/personuvernd', '/vafrakokur']);
  });

  it('gives the overviews one card per page and the home page six of each', () => {
    for (const section of ['services', 'solutions'] as const) {
      expect(overviewCards(section).map((card) => card.to)).toEqual(menuLinks(section).map((link) => link.path));
    }
    expect(homeCards('services').map((card) => card.to)).toEqual(
      ['vefsidugerd', 'vefhonnun', 'vefthroun', 'markadssetning', 'leitarvelabestun', 'vidhald'].map((id) => `/thjonusta/${id}`),
    );
    expect(homeCards('solutions').map((card) => card.to)).toEqual(
      ['netverslun', 'bokunarkerfi', 'gervigreind', 'wordpress-express', 'vefhysing', 'api-tengingar'].map((id) => `/lausnir/${id}`),
    );
  });

  it('gives a service or solution page its call to action: its own order form where its folder names one, else a quote', () => {
    expect(pageAction('/lausnir/vefhysing')).toEqual({ labelKey: 'nav:order', to: orderPaths.hosting });
    expect(pageAction('/lausnir/wordpress-express')).toEqual({ labelKey: 'nav:order', to: orderPaths['wordpress-express'] });
    for (const entry of pageEntries.filter((candidate) => candidate.orderForm)) expect(pageAction(entry.path)?.to).toBe(orderPaths[entry.orderForm!]);
    for (const link of [...menuLinks('services'), ...menuLinks('solutions')]) expect(pageAction(link.path)).toBeTruthy();
    for (const path of ['/thjonusta', '/lausnir', '/lausnir/vefhysing/panta', '/verdskra', '/', '/thjonusta/nope']) expect(pageAction(path)).toBeNull();
    expect(unresolvedKeys([...menuLinks('services'), ...menuLinks('solutions')].map((link) => pageAction(link.path)!.labelKey))).toEqual([]);
  });

  it('resolves every menu label and card text in every language', () => {
    const keys = [
      ...menuLinks('services'), ...menuLinks('solutions'), ...footerLinks('services'), ...footerLinks('company'), ...footerLinks('legal'),
    ].map((link) => link.labelKey);
    const cards = [...overviewCards('services'), ...overviewCards('solutions'), ...homeCards('services'), ...homeCards('solutions')];
    expect(unresolvedKeys([...keys, ...cards.flatMap((card) => [card.titleKey, card.textKey])])).toEqual([]);
  });

  it('writes a page folder’s menu label to `nav` and its home card to `home`, not to its own namespace', () => {
    expect(strings.en.nav.pages.vefsidugerd).toBe('Web development');
    expect('nav' in strings.en.services.vefsidugerd).toBe(false);
    expect('homeCard' in strings.en.services.vefsidugerd).toBe(false);
    expect(strings.en.home.services.items.vefsidugerd.title).toBeTruthy();
  });
});
