import { pages } from '@hraun/content/pages';
import { describe, expect, test } from 'vitest';
import { relatedProjects } from '../../src/sections/relatedProjects';
import { isServicePage, lowestPrice, lowestPriceIn, summaryGroups } from '../../src/sections/servicePage';
import { projectFixture } from '../projectFixture';

const pageAt = (path: string) => Object.values(pages).find((page) => page.path === path)!;

const project = (id: string) => projectFixture({ id, title: id, published_at: '2026-01-01T00:00:00.000Z' });

describe('service and solution pages', () => {
  test('are the pages under /thjonusta and /lausnir, not their overviews nor the price list', () => {
    expect(isServicePage(pageAt('/lausnir/vefhysing'))).toBe(true);
    expect(isServicePage(pageAt('/thjonusta/vefsidugerd'))).toBe(true);
    expect(isServicePage(pageAt('/thjonusta'))).toBe(false);
    expect(isServicePage(pageAt('/verdskra'))).toBe(false);
  });

  test("the hero's anchor is the lowest package price, as a 'from' price; none on a page without prices", () => {
    expect(lowestPrice(pageAt('/lausnir/vefhysing'))).toEqual({ amount: 4990, currency: 'ISK', vat: 'excluded', period: 'month', from: true });
    expect(lowestPrice(pageAt('/thjonusta/vefsidugerd'))).toBeNull();
  });

  test("the price list's summary: the groups without VAT together, then the website plans with it", () => {
    const groups = pageAt('/verdskra').sections.filter((section) => section.kind === 'packages');
    const summary = summaryGroups(groups);
    expect(summary.map((group) => group.titleKey)).toEqual(['services:verdskra.hourly.title', 'services:verdskra.express.title', 'services:verdskra.websites.title']);
    const bases = summary.map((group) => lowestPriceIn([group])?.vat);
    expect(bases).toEqual(['excluded', 'excluded', 'included']);
    // Never a price with VAT between two without it: each basis is one run.
    expect(bases.filter((vat, index) => index === 0 || vat !== bases[index - 1])).toEqual(['excluded', 'included']);
    // Within a basis the page's order holds, and nothing is dropped.
    expect(new Set(summary)).toEqual(new Set(groups));
  });

  test("related projects: the page's own work only, newest first (the list's order), three at most", () => {
    const list = ['fjallalind-vefverslun', 'brimnes-vefur', 'nordurfell-bokunarkerfi', 'casa-brisa-gervigreind', 'havnegaard-vefverslun', 'olivera-vefverslun', 'unknown-vefverslun'].map(project);
    expect(relatedProjects(list, '/lausnir/netverslun').map((p) => p.id)).toEqual(['fjallalind-vefverslun', 'havnegaard-vefverslun', 'olivera-vefverslun']);
    expect(relatedProjects(list, '/lausnir/bokunarkerfi').map((p) => p.id)).toEqual(['nordurfell-bokunarkerfi', 'casa-brisa-gervigreind']);
    // No project of the page: none, never the newest others; a project the relation does not name is on no page.
    expect(relatedProjects(list, '/thjonusta/radgjof')).toEqual([]);
    expect(relatedProjects(list, '/lausnir/kassakerfi')).toEqual([]);
  });
});
