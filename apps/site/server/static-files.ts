import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface StaticFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
  /** Content-hashed build output that never changes under its name. */
  immutable: boolean;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Loads a file with its precompressed siblings (`.br`, `.gz` written by the build) or compresses it now. */
function loadFile(file: string, immutable: boolean): StaticFile {
  const body = readFileSync(file);
  const ext = extname(file);
  const entry: StaticFile = {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    type: types[ext] ?? 'application/octet-stream',
    immutable,
  };
  if (compressible.has(ext) && body.length > 256) {
    entry.brotli = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    entry.gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(body, { level: 9 });
  }
  return entry;
}

/**
 * Every file under `dir`, keyed by URL path (`/assets/x.js`). The whole output is a few megabytes,
 * so holding it in memory keeps serving free of disk reads and path handling on each request.
 */
export function loadTree(dir: string, isImmutable: (urlPath: string) => boolean = () => false): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return files;
  for (const file of walk(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = `/${relative(dir, file).split(sep).join('/')}`;
    files.set(urlPath, loadFile(file, isImmutable(urlPath)));
  }
  return files;
}

/** The body to send for an Accept-Encoding header, preferring brotli. */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (file.brotli && /\bbr\b/.test(accepted)) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
