import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtSiteRequirement, describeWith } from '../require';
import { distDir } from './built-site';

const assetsDir = join(distDir, 'client/assets');
const scripts = () => readdirSync(assetsDir).filter((name) => name.endsWith('.js'));

describeWith(builtSiteRequirement(distDir), "the client build's chunks (vite.config.ts)", () => {
  it("carries no copy of Vite's preload helper, which never has a dependency to fetch here", () => {
    // The helper's own marks: the event it dispatches on a failed preload, and its message for a style sheet.
    const withHelper = scripts().filter((name) => /vite:preloadError|Unable to preload CSS/.test(readFileSync(join(assetsDir, name), 'utf8')));
    expect(withHelper).toEqual([]);
  });

  it('merges the tiny shared modules every page loads into one chunk instead of one request each', () => {
    const chunkNamed = (name: string) => scripts().filter((file) => file.startsWith(`${name}-`));
    for (const tiny of ['joinClasses', 'itemKey', 'RenderLink', 'jsx-runtime', 'locale', 'appRoutes', 'authoring', 'sections']) expect(chunkNamed(tiny), tiny).toEqual([]);
    expect(chunkNamed('app-shared')).toHaveLength(1);
  });
});
