// Writes `.br` and `.gz` siblings of every compressible build file once, at build time, at the highest
// levels: the server (and nginx's gzip_static, or a CDN) then sends them without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Text types worth compressing; images and fonts are already compressed formats. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Below this size the compression framing costs about as much as it saves. */
const MIN_COMPRESS_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressResult {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function precompressTree(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) continue;
    const body = readFileSync(file);
    if (body.length <= MIN_COMPRESS_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    result.files += 1;
    result.originalBytes += body.length;
    result.brotliBytes += brotli.length;
    result.gzipBytes += gzip.length;
  }
  return result;
}
