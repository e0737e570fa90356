#!/usr/bin/env node
// The "Build a client site" walkthrough in packages/ui/README.md quotes an example's files: each code block whose
// first line is `// examples/<path>` must appear, line for line, in that file. Fails (listing the blocks) when an
// example changed and the README did not, or the other way round. Run by scripts/test-extra/examples.sh.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(root, 'packages/ui/README.md'), 'utf8');
const blocks = [...readme.matchAll(/```\w*\n\/\/ (examples\/\S+)\n([\s\S]*?)\n```/g)];
const stale = [];
for (const [, path, body] of blocks) {
  const file = join(root, path);
  if (!existsSync(file)) stale.push(`${path}: no such file`);
  else if (!readFileSync(file, 'utf8').includes(body)) stale.push(`${path}: the README's block starting "${body.split('\n')[0].trim()}" is not in the file`);
}
if (blocks.length === 0) stale.push('the README quotes no example file (no code block starts with `// examples/...`)');
if (stale.length) {
  console.error(`packages/ui/README.md no longer matches the examples:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`packages/ui/README.md: ${blocks.length} code blocks match the example files they quote`);
