import { pages } from '@hraun/content/pages';
import { describe, expect, test } from 'vitest';
import { relatedProjects } from '../../src/sections/relatedProjects';
import { isServicePage, lowestPrice, packagesAnchor } from '../../src/sections/servicePage';
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

  test("a group of packages' anchor comes from its heading's key: the same in every language, one per group of the price list", () => {
    const groups = pageAt('/verdskra').sections.filter((section) => section.kind === 'packages');
    expect(groups.map((group) => packagesAnchor(group.titleKey))).toEqual(['hourly', 'websites', 'express']);
    expect(packagesAnchor('services:markadssetning.packages.title')).toBe('packages');
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
