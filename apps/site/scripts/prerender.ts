// Renders every route in every language to static HTML after the client and server builds.
import { locales, type Locale } from '@hraun/content';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeLocales } from '@hraun/content/build';
import { serializeJsonForScript } from '../src/head/head';
import type * as ServerEntry from '../src/entry-server';
import { BuildDataError, checkBuildData } from './build-data';
import { criticalCssOf, lateSheetOf, withInlinedSheet } from './critical-css';
import { inlineEntryScript, pageAssets, tuneForFirstPaint, type Manifest, type PageAssets } from './page-assets';
import { INLINE_SCRIPTS_FILE } from '../server/security';
import { precompressTree } from './seo/precompress';
import { writeSeoFiles } from './seo/sitemap';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(appDir, process.env.DIST_DIR ?? 'dist');
const clientDir = join(distDir, 'client');
const siteDir = join(distDir, 'site');

/** The path that renders the not-found page; no route can match it. */
export const NOT_FOUND_PROBE = '/__not-found__';

/**
 * Writes the results of a page's reads to a file of their own, named by its content (so it is cached for good and
 * shared by pages that read the same), and says where it is; a page without reads gets no file.
 */
function writePageData(data: Record<string, unknown> | undefined): string | undefined {
  if (!data || Object.keys(data).length === 0) return undefined;
  const json = JSON.stringify(data);
  const name = `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  mkdirSync(join(clientDir, PAGE_DATA_DIR), { recursive: true });
  writeFileSync(join(clientDir, PAGE_DATA_DIR, name), json);
  return `/${PAGE_DATA_DIR}/${name}`;
}

/** Under the hashed assets, so the server and the CDN cache the files as immutable. */
const PAGE_DATA_DIR = 'assets/data';

function fillTemplate(template: string, page: ServerEntry.RenderedPage, assets: PageAssets): string {
  const chunks = assets.scripts.map((file) => `/${file}`);
  const { data, ...boot } = page.boot;
  const dataHref = writePageData(data);
  // Replacer functions: page text may hold `$&` and the like, which a replacement string would expand.
  return template
    .replace('<!--lang-->', () => page.boot.locale)
    .replace('<!--head-->', () => page.head)
    .replace('<!--app-->', () => page.html)
    .replace('<!--boot-->', () => `<script type="application/json" id="boot">${serializeJsonForScript({ ...boot, ...(dataHref ? { dataHref } : {}), chunks, app: `/${assets.app}` })}</script>`);
}

function outputFile(locale: string, pathname: string): string {
  // Paths are URL-encoded (project ids may hold any character); files are stored under the decoded path,
  // which is what the server looks up.
  const decoded = decodeURIComponent(pathname);
  return decoded === '/' ? join(siteDir, locale, 'index.html') : join(siteDir, locale, decoded, 'index.html');
}

/** Says which data the pages will hold; stops the build, before anything is written, when it cannot be read. */
async function checkData(): Promise<boolean> {
  try {
    console.log(await checkBuildData(process.env));
    return true;
  } catch (error) {
    if (!(error instanceof BuildDataError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return false;
  }
}

async function main() {
  if (!(await checkData())) return;
  // React's server renderer in its production build, like the client bundle; `build:dev` sets development.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as typeof ServerEntry;
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const tuned = tuneForFirstPaint(readFileSync(join(clientDir, 'index.html'), 'utf8'), clientDir);
  const { template, scriptSource } = inlineEntryScript(tuned, clientDir, manifest);
  const assetsOf = async (pathname: string) => pageAssets(manifest, await entry.pageModules(pathname));
  const siteCss = /<style data-href="[^"]+">([\s\S]*?)<\/style>/.exec(template)?.[1];
  if (siteCss === undefined) throw new Error('prerender: the template has no inlined site style sheet');
  const criticalOf = criticalCssOf(siteCss);
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(join(clientDir, PAGE_DATA_DIR), { recursive: true, force: true });

  // Every page first, then the style sheets: the sheet added after the first paint leaves out what every page has
  // inlined already (scripts/critical-css.ts), so it is known only once all pages are.
  const rendered: { file: string; html: string }[] = [];
  const render = async (locale: Locale, pathname: string, file: string) => {
    const page = await entry.render(pathname, locale);
    if (pathname !== NOT_FOUND_PROBE && page.status !== 200) throw new Error(`${locale}${pathname} rendered status ${page.status}`);
    rendered.push({ file, html: fillTemplate(template, page, await assetsOf(pathname)) });
  };
  for (const locale of locales) {
    for (const pathname of await entry.prerenderPaths(locale)) await render(locale, pathname, outputFile(locale, pathname));
    await render(locale, NOT_FOUND_PROBE, join(siteDir, locale, '404.html'));
  }
  const critical = await Promise.all(rendered.map(({ html }) => criticalOf(html)));
  const lateCss = lateSheetOf(siteCss, critical);
  const lateSheet = `assets/site-${createHash('sha256').update(lateCss).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(clientDir, lateSheet), lateCss);
  rendered.forEach(({ file, html }, index) => {
    mkdirSync(dirname(file), { recursive: true });
    const page = withInlinedSheet(html, `/${lateSheet}`, critical[index]!);
    writeFileSync(file, page);
  });
  const pages = rendered.length;
  // The CSP sources of the script every page has written in (server/security.ts reads them).
  writeFileSync(join(siteDir, INLINE_SCRIPTS_FILE), `${JSON.stringify([scriptSource])}\n`);
  // The unrendered template must not be served as a page.
  rmSync(join(clientDir, 'index.html'));
  const files = writeLocales(join(clientDir, 'locales'));
  console.log(`prerendered ${pages} pages in ${locales.length} languages; wrote ${files} translation files`);

  // Findable and fast: per-domain sitemap.xml and robots.txt, then .br/.gz of every text file (last, so they are included).
  const sitemapPages = writeSeoFiles(siteDir);
  const compressed = [precompressTree(clientDir), precompressTree(siteDir)];
  const compressedFiles = compressed.reduce((sum, result) => sum + result.files, 0);
  console.log(`sitemaps: ${JSON.stringify(sitemapPages)}; precompressed ${compressedFiles} files (brotli and gzip)`);
}

await main();
