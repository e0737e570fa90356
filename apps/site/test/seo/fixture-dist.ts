// A small build output in a temp dir, shaped like `dist/`, so server and SEO tests do not depend on a build.
import { locales, type Locale } from '@hraun/content';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeSeoFiles } from '../../scripts/seo/sitemap';

/** Paths prerendered in every language of the fixture. */
export const FIXTURE_PATHS = ['/', '/thjonusta', '/thjonusta/vefsidugerd', '/verdskra'] as const;

/** Words that identify each language's pages and not-found page. */
export const FIXTURE_MARK: Record<Locale, { page: string; notFound: string }> = {
  is: { page: 'Forsíða', notFound: 'Úps! Síðan fannst ekki' },
  en: { page: 'Home', notFound: 'Oops! Page not found' },
  es: { page: 'Inicio', notFound: '¡Vaya! Página no encontrada' },
  da: { page: 'Forside', notFound: 'Ups! Siden blev ikke fundet' },
};

export const FIXTURE_ASSET = '/assets/index-Ab12Cd34.js';

function write(file: string, body: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

function page(locale: Locale, title: string, robots: string, body: string): string {
  // Long enough to be worth compressing, like a real page.
  const filler = `<p>${'Vefir sem hlaðast strax. '.repeat(20)}</p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title>
<meta data-head name="robots" content="${robots}"><script type="module" crossorigin src="${FIXTURE_ASSET}"></script></head>
<body><div id="root"><main><h1>${body}</h1>${filler}</main></div></body></html>`;
}

export interface FixtureDist {
  distDir: string;
  cleanup: () => void;
}

export function createFixtureDist(): FixtureDist {
  const distDir = mkdtempSync(join(tmpdir(), 'hraun-dist-'));
  const client = join(distDir, 'client');
  write(join(client, FIXTURE_ASSET), `export const app = ${JSON.stringify('x'.repeat(2000))};\n`);
  write(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  write(join(client, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-Ab12Cd34.js"}}');
  for (const locale of locales) {
    write(join(client, 'locales', locale, 'site.json'), JSON.stringify({ name: 'Hraun', locale }));
    const site = join(distDir, 'site', locale);
    for (const path of FIXTURE_PATHS) {
      const file = path === '/' ? join(site, 'index.html') : join(site, path, 'index.html');
      write(file, page(locale, `${path} ${locale}`, 'index, follow', `${FIXTURE_MARK[locale].page} ${path}`));
    }
    write(join(site, '404.html'), page(locale, '404', 'noindex, follow', FIXTURE_MARK[locale].notFound));
  }
  writeSeoFiles(join(distDir, 'site'));
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}
