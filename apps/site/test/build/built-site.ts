import { locales, type Locale } from '@hraun/content';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The production build the test command makes before the tests run (`DIST_DIR` chooses another). */
export const distDir = resolve(process.env.DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../dist'));

export interface BuiltPage {
  locale: Locale;
  /** The page's address, `/` or `/verkefni/brimnes-vefur`; the not-found page is `404.html`. */
  path: string;
  file: string;
}

/**
 * Every HTML file the prerender wrote, in every language. A missing build is an error, never a reason to skip:
 * a check of built pages that finds no pages has checked nothing.
 */
export function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const locale of locales) {
    const root = join(distDir, 'site', locale);
    if (!existsSync(root)) throw new Error(`${root} is missing: build the site first (pnpm --filter @hraun/site run build)`);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      const rel = relative(root, file).split(sep).join('/');
      const path = rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : rel;
      pages.push({ locale, path, file });
    }
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}
