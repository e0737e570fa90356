import { describe, expect, it } from 'vitest';
import { appRoutes, orderLink, orderPaths } from '../src';
import { routesDeclaredTwice } from './support/routes';

describe("the app's own routes (appRoutes.ts, the one table)", () => {
  it('declares no route twice, among themselves or beside a page folder', () => {
    expect(routesDeclaredTwice()).toEqual([]);
  });

  it('derives the order pages from the entries that name a kind of order', () => {
    const orders = appRoutes.filter((route) => route.order);
    expect(Object.entries(orderPaths)).toEqual(orders.map((route) => [route.order, route.path]));
    expect(orderLink('hosting', 'basic')).toBe('/lausnir/vefhysing/panta?pakki=basic');
    expect(orders.every((route) => route.page === 'OrderPage')).toBe(true);
  });

  it('names each page by a module name (`src/pages/<Name>Page.tsx` in the app)', () => {
    for (const route of appRoutes) expect(route.page, route.path).toMatch(/^[A-Z]\w*Page$/);
  });
});
