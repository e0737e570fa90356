import { pages } from '@hraun/content/pages';
import { describe, expect, test } from 'vitest';
import { isServicePage, lowestPrice, relatedProjects } from '../../src/sections/servicePage';
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

  test('related projects: the ones named like the page first, then the newest, three at most', () => {
    const list = ['a-vefverslun', 'b-vefur', 'c-bokunarkerfi', 'd-wordpress-express', 'e-vefverslun'].map(project);
    expect(relatedProjects(list, '/lausnir/bokunarkerfi').map((p) => p.id)).toEqual(['c-bokunarkerfi', 'a-vefverslun', 'b-vefur']);
    expect(relatedProjects(list, '/lausnir/wordpress-express').map((p) => p.id)).toEqual(['d-wordpress-express', 'a-vefverslun', 'b-vefur']);
    expect(relatedProjects(list.slice(0, 2), '/thjonusta/radgjof')).toHaveLength(2);
  });
});
