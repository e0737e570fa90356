#!/usr/bin/env node
/**
 * Renames visual baselines after stories move in the sidebar. A story's id starts with its title ("Layout/NavMenu"
 * gives "layout-navmenu--…"), and each baseline is named by id, so a new title would otherwise mean redrawing every
 * baseline of the component. Give it old and new title prefixes; it renames the files (git mv) and prints each.
 *
 *   node packages/ui/scripts/rename-baselines.mjs "Layout/NavMenu=Navigation/NavMenu" …
 *   node packages/ui/scripts/rename-baselines.mjs --check "Layout/NavMenu=Navigation/NavMenu"   (prints, moves nothing)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const baselines = fileURLToPath(new URL('../visual/baselines', import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');

/** Storybook's id of a title (storybook/internal/csf sanitize): lower case, runs of other characters as one dash. */
const sanitize = (title) =>
  title
    .toLowerCase()
    .replace(/[ '’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');

const pairs = args.filter((arg) => arg.includes('=')).map((arg) => arg.split('=').map(sanitize));
if (pairs.length === 0) {
  console.error('usage: rename-baselines.mjs [--check] "Old/Title=New/Title" …');
  process.exit(2);
}

let moved = 0;
for (const file of readdirSync(baselines).sort()) {
  const pair = pairs.find(([from]) => file.startsWith(`${from}--`));
  if (!pair) continue;
  const target = `${pair[1]}${file.slice(pair[0].length)}`;
  if (existsSync(join(baselines, target))) throw new Error(`${target} exists already`);
  console.log(`${file} -> ${target}`);
  if (!check) execFileSync('git', ['mv', join(baselines, file), join(baselines, target)]);
  moved += 1;
}
console.log(`${moved} baselines ${check ? 'would be ' : ''}renamed`);
