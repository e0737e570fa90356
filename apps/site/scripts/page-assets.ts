// The chunks and style sheets a route's page needs beyond the entry's, from Vite's client manifest, so the
// prerendered HTML fetches them beside the entry instead of after it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutDefaultRootTheme } from './critical-css';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The app's module (`assets/entry-client-….js`), which the HTML's entry runs after the first paint. */
  app: string;
  /** Hashed JS files (`assets/…`), the page's chunks first. */
  scripts: string[];
}

/**
 * A chunk and every chunk it imports statically. The build keeps all CSS in one sheet (`cssCodeSplit: false` in
 * vite.config.ts), which the page inlines in part and adds in whole after its first paint: no chunk has CSS of its own.
 */
function closure(manifest: Manifest, keys: readonly string[]): Omit<PageAssets, 'app'> {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page assets: ${key} is not in the client manifest`);
    scripts.push(chunk.file);
    if (chunk.css?.length) throw new Error(`page assets: ${key} has CSS of its own (${chunk.css.join(', ')}); the build keeps all CSS in one sheet`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts };
}

/** The app's module, loaded by the HTML's small entry (`src/start.ts`) once the page is painted. */
const APP_MODULE = 'src/entry-client.tsx';
/** The HTML's own entry: the small module every page loads (`src/start.ts`). */
const HTML_ENTRY = 'index.html';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The manifest's name for a module: the site's own modules are named from the site's root already; a workspace
 * package's module is named `@scope/name/path` by the routes and resolved here through the package's own entry, so
 * no source file reaches into another package by a relative path.
 */
function manifestKey(module: string): string {
  const scoped = /^(@[^/]+\/[^/]+)\/(.+)$/.exec(module);
  if (!scoped) return module;
  const packageDir = dirname(createRequire(import.meta.url).resolve(`${scoped[1]}/package.json`));
  return relative(siteRoot, join(packageDir, scoped[2]!)).split('\\').join('/');
}

/** What the app and the page's modules need that the HTML's entry does not bring. */
export function pageAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
  const entry = closure(manifest, [HTML_ENTRY]);
  const page = closure(manifest, [APP_MODULE, ...modules.map(manifestKey)]);
  return {
    app: manifest[APP_MODULE]!.file,
    scripts: page.scripts.filter((file) => !entry.scripts.includes(file)),
  };
}


/**
 * Custom properties a style sheet reads with no fallback but never sets. Each one is a style that silently does
 * nothing: the site once read a second, unset copy of the UI's theme variables (vite.config.ts). Properties set at
 * run time are read with a fallback (`var(--hraun-bottom-bar-height, 0px)`), so they are not reported.
 */
export function unsetCustomProperties(css: string): string[] {
  const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  const readBare = [...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((match) => match[1]!);
  return [...new Set(readBare.filter((name) => !declared.has(name)))];
}

/**
 * The site icon as a `data:` URL (its SVG percent-encoded, so the attribute is a valid URL): Chromium fetches a
 * linked icon at the load event, before the first frame on a fast load, and Lighthouse's simulation then counts
 * that request as one the paint waited for. Written into the page, the icon costs 0.2 KB and no request.
 */
export function iconDataUrl(svgFile: string): string {
  const svg = readFileSync(svgFile, 'utf8').trim();
  if (!svg.startsWith('<svg')) throw new Error(`${svgFile} is not an SVG image`);
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The page is whole in its HTML, and JavaScript only makes it interactive, so the first paint should wait for
 * nothing else: the site's style sheet (one, 10.6 KB gzip) is inlined, cut per page to the rules its markup uses
 * (scripts/critical-css.ts), and the small entry is fetched at low priority (it loads the whole sheet and the app
 * after the first paint: src/start.ts).
 */
export function tuneForFirstPaint(template: string, clientDir: string): string {
  return template
    .replace(/(<link rel="icon" href=")\/(favicon\.svg)(")/, (_tag, open: string, file: string, close: string) => `${open}${iconDataUrl(join(clientDir, file))}${close}`)
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
      const whole = readFileSync(join(clientDir, file), 'utf8');
      // A page whose root wears a whole theme of the kit (index.html: `class="hraun-theme-…"`) needs no default.
      const css = /<html\b[^\n]*\bclass="[^"]*\bhraun-theme-/.test(template) ? withoutDefaultRootTheme(whole) : whole;
      const unset = unsetCustomProperties(css);
      if (unset.length > 0) throw new Error(`${file} reads custom properties it never sets: ${unset.join(', ')}`);
      if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains "</style"`);
      return `<style data-href="/${file}">${css.trim()}</style>`;
    })
    .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** The template with its entry script written into the page, and that script's CSP source (`'sha256-…'`). */
export interface InlinedEntry {
  template: string;
  scriptSource: string;
}

/**
 * Writes the entry (src/start.ts, 2 KB, 1 KB compressed) into the page instead of linking it. A linked entry is a
 * request that ends before the first paint on a fast load, and Lighthouse's simulation then makes the paint wait a
 * phone network's round trip for it (bench/README.md); written in, it costs no request at all, and the app's
 * requests start one round trip sooner. The page's CSP allows exactly this script by its hash (server/security.ts).
 */
export function inlineEntryScript(template: string, clientDir: string, manifest: Manifest): InlinedEntry {
  const tags = [...template.matchAll(/<script type="module"[^>]*\bsrc="\/(assets\/[^"]+\.js)"[^>]*><\/script>/g)];
  if (tags.length !== 1) throw new Error(`the template should link one entry script, found ${tags.length}`);
  const [tag, file] = tags[0] as unknown as [string, string];
  const code = readFileSync(join(clientDir, file), 'utf8')
    .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
    .trim();
  // Written into the page, it must stand alone: a static import or `import.meta.url` would resolve against the page.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file === file);
  if (!entry) throw new Error(`${file} is not an entry of the build's manifest`);
  if (entry.imports?.length) throw new Error(`${file} imports ${entry.imports.join(', ')} statically: it cannot be written into a page`);
  if (/\bimport\.meta\.(url|resolve)\b/.test(code)) throw new Error(`${file} reads import.meta.url: it cannot be written into a page`);
  if (/<\/script|<!--/i.test(code)) throw new Error(`${file} cannot be written into a page: it contains "</script" or "<!--"`);
  return {
    template: template.replace(tag, `<script type="module">${code}</script>`),
    scriptSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}
