import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeRoute, pageRoutes } from '../src';
import { homePage, pages } from '../src/pages';
import type { PageDefinition } from '../src/pages/authoring';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('pageRoutes (the lazily loaded content pages)', () => {
  it('lists every content page once, in the same order as pages', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual(pages.map((page) => page.path));
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it.each(pageRoutes.map((route) => [route.path, route] as const))('%s loads the page it describes', async (_path, route) => {
    const page = await route.load();
    expect(page).toEqual(pages.find((candidate) => candidate.path === route.path));
    expect({ namespace: route.namespace, breadcrumbKey: route.breadcrumbKey }).toEqual({
      namespace: page.namespace,
      breadcrumbKey: page.breadcrumbKey,
    });
  });

  it('loads the home page like any other', async () => {
    expect(homeRoute.path).toBe('/');
    expect(await homeRoute.load()).toEqual(homePage);
  });

  it('names each page module by the file it loads, and every own key is made absolute', async () => {
    for (const route of [homeRoute, ...pageRoutes]) {
      const file = pathToFileURL(join(packageDir, route.source)).href;
      const module = (await import(/* @vite-ignore */ file)) as { default: PageDefinition };
      expect(module.default.sections.length, route.source).toBe((await route.load()).sections.length);
      expect(JSON.stringify(await route.load()), route.source).not.toMatch(/Keys?":\s*"\./);
    }
  });
});
