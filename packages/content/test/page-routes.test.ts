import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../src';
import { pages } from '../src/pages';

const pagesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/pages');

describe('pageRoutes (the lazily loaded content pages)', () => {
  it('lists every content page once, in the same order as pages', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual(pages.map((page) => page.path));
  });

  it.each(pageRoutes.map((route) => [route.path, route] as const))('%s loads the page it describes', async (_path, route) => {
    const page = await route.load();
    expect(page).toBe(pages.find((candidate) => candidate.path === route.path));
    expect({ namespace: route.namespace, breadcrumbKey: route.breadcrumbKey }).toEqual({
      namespace: page.namespace,
      breadcrumbKey: page.breadcrumbKey,
    });
  });

  it('names each page module by the file it loads', async () => {
    for (const route of pageRoutes) {
      const file = pathToFileURL(join(pagesDir, `${route.source}.ts`)).href;
      const module = (await import(/* @vite-ignore */ file)) as { page: unknown };
      expect(module.page, route.source).toBe(await route.load());
    }
  });
});
