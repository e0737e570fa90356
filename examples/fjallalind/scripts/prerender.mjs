// Writes the server-rendered home page into dist/index.html, so the page paints before its script runs.
import { readFile, rm, writeFile } from 'node:fs/promises';

const { render } = await import(new URL('../dist-ssr/entry-server.js', import.meta.url).href);
const page = new URL('../dist/index.html', import.meta.url);
const html = await readFile(page, 'utf8');
if (!html.includes('<!--app-->')) throw new Error('dist/index.html has no <!--app--> placeholder');
await writeFile(page, html.replace('<!--app-->', render()));
await rm(new URL('../dist-ssr', import.meta.url), { recursive: true, force: true });
