#!/usr/bin/env node
/**
 * The Introduction's thumbnails: each component's first story (or its story tagged `thumbnail`) as the visual run
 * captured it (its light baseline),
 * trimmed to what the story draws and scaled into a 320 x 160 card, written to .storybook/thumbs/<Component>.png.
 * Run after `pnpm build-storybook` (it reads storybook-static/index.json for each component's first story) and after
 * baselines change: `node packages/ui/scripts/intro-thumbnails.mjs`. Drawn in Chromium's canvas (Playwright).
 */
/* global Image, OffscreenCanvas, document -- the drawing runs in the page (page.evaluate) */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const index = JSON.parse(readFileSync(process.argv[2] ?? `${root}storybook-static/index.json`, 'utf8'));
const out = `${root}.storybook/thumbs`;
mkdirSync(out, { recursive: true });

// A story tagged 'thumbnail' is drawn to be the card's picture (the layout primitives, whose first story scaled into
// the card was a few unreadable grey bars); any other component shows its first story.
const first = new Map();
const drawn = new Set();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story' || !entry.importPath.startsWith('./packages/ui/src/')) continue;
  const component = entry.title.split('/').at(-1);
  const thumbnail = entry.tags?.includes('thumbnail') ?? false;
  if (drawn.has(component) || (first.has(component) && !thumbnail)) continue;
  first.set(component, entry.id);
  if (thumbnail) drawn.add(component);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [component, id] of first) {
  const baseline = `${root}packages/ui/visual/baselines/${id}.png`;
  if (!existsSync(baseline)) {
    console.warn(`no baseline for ${id}`);
    continue;
  }
  const source = `data:image/png;base64,${readFileSync(baseline).toString('base64')}`;
  const png = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    // What differs from the page's background (its top-left pixel) is the story: its box, with a margin.
    const [r, g, b] = data;
    let top = image.height, left = image.width, bottom = 0, right = 0;
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const at = (y * image.width + x) * 4;
        if (Math.abs(data[at] - r) + Math.abs(data[at + 1] - g) + Math.abs(data[at + 2] - b) < 24) continue;
        top = Math.min(top, y); bottom = Math.max(bottom, y); left = Math.min(left, x); right = Math.max(right, x);
      }
    }
    if (bottom < top) { top = 0; left = 0; bottom = image.height - 1; right = image.width - 1; }
    // At most the top 600 px of a tall story: its first screen is what a reader recognises.
    bottom = Math.min(bottom, top + 600);
    const width = right - left + 1, height = bottom - top + 1;
    const scale = Math.min(296 / width, 136 / height, 1);
    const thumb = document.createElement('canvas');
    thumb.width = 320; thumb.height = 160;
    const out = thumb.getContext('2d');
    out.fillStyle = `rgb(${r}, ${g}, ${b})`;
    out.fillRect(0, 0, 320, 160);
    out.imageSmoothingQuality = 'high';
    out.drawImage(image, left, top, width, height, (320 - width * scale) / 2, (160 - height * scale) / 2, width * scale, height * scale);
    return thumb.toDataURL('image/png');
  }, source);
  writeFileSync(`${out}/${component}.png`, Buffer.from(png.split(',')[1], 'base64'));
  console.log(`${component}: ${id}`);
}
await browser.close();
