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

/** One coding of an Accept-Encoding header and its weight (RFC 9110 section 12.5.3). */
function acceptedCodings(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    // The first mention of a coding counts; a repeat cannot raise or lower it.
    if (!weights.has(name)) weights.set(name, Math.min(1, weight));
  }
  return weights;
}

/** The weight a client gives `coding`: its own entry, else `*`'s, else 0 (not named is not acceptable). */
function weightOf(weights: Map<string, number>, coding: string): number {
  return weights.get(coding) ?? weights.get('*') ?? 0;
}

export interface Representation {
  body: Buffer;
  encoding?: 'br' | 'gzip';
  /** Each coding has its own validator: a cache must not answer a gzip request with a brotli body it validated. */
  etag: string;
}

/**
 * The body to send for an Accept-Encoding header: the coding the client weighs highest (brotli before gzip at equal
 * weight), `q=0` meaning "never", codings we do not have ignored, and the unencoded body when no coding is
 * acceptable (even `identity;q=0`: a file the client can read nowhere else beats a 406 page it cannot use either).
 */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined): Representation {
  const weights = acceptedCodings(acceptEncoding);
  let best: Representation = { body: file.body, etag: file.etag };
  // The unencoded body wins only where the client ranks it above every coding (`gzip;q=0.5, identity`).
  let bestWeight = weights.get('identity') ?? 0;
  let found = false;
  for (const [coding, body] of [['br', file.brotli], ['gzip', file.gzip]] as const) {
    if (!body) continue;
    const weight = weightOf(weights, coding);
    if (weight > 0 && (found ? weight > bestWeight : weight >= bestWeight)) {
      found = true;
      best = { body, encoding: coding, etag: codedEtag(file.etag, coding) };
      bestWeight = weight;
    }
  }
  return best;
}

/** `"abc"` → `"abc-br"`: the validator of the brotli body of the same file. */
function codedEtag(etag: string, coding: 'br' | 'gzip'): string {
  return `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * Whether an If-None-Match header matches `etag` (RFC 9110 section 13.1.2): `*` matches any current file, and a
 * list matches when any member does, compared weakly (a `W/` prefix is ignored on either side).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = header.trim();
  if (value === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const match of value.matchAll(/(?:W\/)?("[^"]*")/g)) {
    if (match[1] === opaque) return true;
  }
  return false;
}
