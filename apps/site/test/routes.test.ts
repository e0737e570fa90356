import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRoutes, homeRoute, pageRoutes } from '@hraun/content';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, routeFor, siteRoutes } from '../src/routes';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');

describe('the routes, derived from the page folders and the app table', () => {
  it('has one route per declaration, none declared twice', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([homeRoute.path, ...pageRoutes.map((route) => route.path), ...appRoutes.map((route) => route.path)]);
  });

  it("finds every page module the app table names, exporting the page by the module's name", () => {
    for (const route of [...appRoutes, { path: '*', page: 'NotFoundPage' }]) {
      const file = join(srcDir, 'pages', `${route.page}.tsx`);
      expect(existsSync(file), `${route.path}: src/pages/${route.page}.tsx`).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`export function ${route.page}\\b`));
    }
  });

  it("lists each page's modules for the prerender: a folder's template and its page, or the app's module", () => {
    expect(routeFor('/').page.modules).toEqual(['src/pages/HomePage.tsx', `@hraun/content/${homeRoute.source}`]);
    expect(routeFor('/verdskra').page.modules).toEqual(['src/pages/ContentPage.tsx', '@hraun/content/src/pages/company/verdskra/page.ts']);
    expect(routeFor('/lausnir/vefhysing/panta').page.modules).toEqual(['src/pages/OrderPage.tsx']);
    expect(routeFor('/verkefni/eitthvad').page.modules).toEqual(['src/pages/ProjectPage.tsx']);
    expect(routeFor('/engin-sida')).toBe(notFoundRoute);
  });
});
