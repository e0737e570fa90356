// Generates the Open Graph images (1200x630 PNG) of each language into public/og/default-{locale}.png, and the
// brand mark as a 512x512 PNG (public/brand/logo-512.png, the `logo` of structured data) from public/favicon.svg,
// with Debian's Chromium. Run by hand when the brand or the tagline changes, then commit the images:
//   pnpm --filter @hraun/site exec tsx scripts/seo/og-images.ts
// (Rendering at every build would cost seconds per build for images that rarely change.)
import { localeDomains, locales, strings, type Locale } from '@hraun/content';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basaltColumnsSvg } from '../../src/brand/pattern';
import { LOGO_PATH, LOGO_SIZE, SOCIAL_IMAGE_SIZE } from '../../src/head/social-image';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(appDir, 'public/og');
const logoFile = join(appDir, 'public', LOGO_PATH);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The mark, as the site icon draws it, without its tile: the columns and the lava. */
function markPaths(): string {
  const svg = readFileSync(join(appDir, 'public/favicon.svg'), 'utf8');
  return [...svg.matchAll(/<path\b[^>]*\/>/g)].map((match) => match[0]).join('');
}

/** The brand's basalt band (the Lava theme's dark scheme): the sea fading into basalt, columns on a lava line. */
function template(locale: Locale): string {
  const site = strings[locale].site;
  // The site's hero foot (src/brand/hero.css.ts): the same tile of columns, repeated across, in basalt.
  const columns = basaltColumnsSvg('basalt').replace("<path ", "<path fill='#2a2e33' ").replace(/[<>#%]/g, (character) => encodeURIComponent(character));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${SOCIAL_IMAGE_SIZE.width}px;height:${SOCIAL_IMAGE_SIZE.height}px;overflow:hidden}
  body{font-family:'DejaVu Sans',sans-serif;color:#ece8e1;background:linear-gradient(180deg,#16333a 0%,#0f1113 70%);
       display:flex;flex-direction:column;gap:40px;padding:72px 80px 0;box-sizing:border-box;position:relative}
  .brand{display:flex;align-items:center;gap:20px;font-size:48px;font-weight:700}
  .brand svg{width:64px;height:64px}
  h1{font-size:64px;line-height:1.1;margin:0;max-width:900px;text-wrap:balance}
  .domain{font-size:28px;color:#aba59c}
  .columns{position:absolute;left:0;right:0;bottom:6px;height:120px;background:url("data:image/svg+xml,${columns}") repeat-x;background-size:auto 100%}
  .lava{position:absolute;left:0;right:0;bottom:0;height:6px;background:#ff8a4d}
</style></head><body>
  <div class="brand"><svg viewBox="0 0 32 32">${markPaths()}</svg>${escapeHtml(site.title)}</div>
  <h1>${escapeHtml(site.tagline)}</h1>
  <div class="domain">${escapeHtml(localeDomains[locale])}</div>
  <div class="columns"></div><div class="lava"></div>
</body></html>`;
}

/** A PNG of `html` at the given size, rendered by headless Chromium. */
function screenshot(work: string, name: string, html: string, png: string, size: { width: number; height: number }) {
  const page = join(work, `${name}.html`);
  writeFileSync(page, html);
  mkdirSync(dirname(png), { recursive: true });
  execFileSync(
    chrome,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      '--hide-scrollbars',
      '--default-background-color=00000000',
      `--user-data-dir=${join(work, 'profile')}`,
      `--window-size=${size.width},${size.height}`,
      `--screenshot=${png}`,
      `file://${page}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  console.log(`${png}: ${statSync(png).size} bytes`);
}

/** The site icon drawn to fill a square page: the same mark, at a size search engines accept as a logo. */
function logoTemplate(): string {
  const svg = readFileSync(join(appDir, 'public/favicon.svg'), 'utf8');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px;overflow:hidden;background:transparent}
  svg{display:block;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px}
</style></head><body>${svg}</body></html>`;
}

function main() {
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'hraun-og-'));
  try {
    for (const locale of locales) {
      screenshot(work, locale, template(locale), join(outDir, `default-${locale}.png`), SOCIAL_IMAGE_SIZE);
    }
    screenshot(work, 'logo', logoTemplate(), logoFile, { width: LOGO_SIZE, height: LOGO_SIZE });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
