#!/usr/bin/env node
// Screenshots of the built example sites in Chromium, light, the first screen at 1440 x 900 and 390 x 844 (CSS px),
// as PNG under docs/screenshots/examples/: the pictures of issue 33's closing note, and the source the agency
// site's portfolio pictures are made from (apps/site/tools/project-pictures.ts takes its own, the same way).
// Build the examples first (scripts/test-extra/examples.sh does), then:
//   node examples/tools/screenshots.mjs [--out docs/screenshots/examples] [--full]  (--full: the whole page)
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const out = resolve(root, args.includes('--out') ? args[args.indexOf('--out') + 1] : 'docs/screenshots/examples');
const fullPage = args.includes('--full');
const basePort = Number(process.env.EXAMPLES_SCREENSHOT_PORT ?? 4550);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const EXAMPLES = [
  { name: 'fjallalind', command: ['node', [join(here, 'serve.mjs'), join(root, 'examples/fjallalind/dist')]] },
  { name: 'havnegaard', command: ['node', [join(here, 'serve.mjs'), join(root, 'examples/havnegaard/dist')]] },
  { name: 'casa-brisa', command: ['pnpm', ['exec', 'next', 'start', '--hostname', '127.0.0.1', '--port'], { cwd: join(root, 'examples/casa-brisa') }] },
];

async function serve([command, commandArgs, options = {}], port) {
  const child = spawn(command, [...commandArgs, String(port)], { ...options, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server on port ${port} did not start (is the example built?)`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
try {
  for (const [index, example] of EXAMPLES.entries()) {
    const stop = await serve(example.command, basePort + index);
    try {
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size, colorScheme: 'light', reducedMotion: 'reduce' });
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${basePort + index}/`, { waitUntil: 'networkidle' });
        const path = join(out, `${example.name}-${size.width}.png`);
        await page.screenshot({ path, fullPage });
        console.log(path);
        await context.close();
      }
    } finally {
      stop();
    }
  }
} finally {
  await browser.close();
}
