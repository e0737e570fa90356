// A tiny loopback static server for the built Storybook (no extra dependency needed).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// STORYBOOK_STATIC points at another build (a check against a build in a scratch folder); the default is the repo's.
const root = resolve(process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../../../storybook-static', import.meta.url)));
const port = Number(process.argv[2] ?? 4330);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  // The build does not change while it is served: the browser may keep every file for the run (the visual tests reuse
  // one page per worker, story after story, and so load the preview's scripts once).
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1');
