import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The declarations a consumer's tsc reads (every `types` of package.json's exports, and all they import) name no
 * optional peer dependency: an app without vanilla-extract, type-checked with skipLibCheck off, must not fail with
 * "Cannot find module '@vanilla-extract/css'" (the adoption trial did, through theme/grid.d.ts). Reads the built
 * dist/, as the package ships it.
 */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  exports: unknown;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name);

function typeEntries(node: unknown, found = new Set<string>()): Set<string> {
  if (typeof node === 'string') {
    if (node.endsWith('.d.ts')) found.add(resolve(packageRoot, node));
  } else if (node && typeof node === 'object') {
    for (const value of Object.values(node)) typeEntries(value, found);
  }
  return found;
}

function resolveDeclaration(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return existsSync(`${target}.d.ts`) ? `${target}.d.ts` : join(target, 'index.d.ts');
}

/** Every bare module a declaration file reaches, with the file that names it. */
function bareImports(entry: string): Array<{ file: string; module: string }> {
  const seen = new Set<string>();
  const pending = [entry];
  const found: Array<{ file: string; module: string }> = [];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) pending.push(resolveDeclaration(file, specifier));
      else found.push({ file: relative(packageRoot, file), module: specifier });
    }
  }
  return found;
}

describe('published declarations', () => {
  const entries = [...typeEntries(manifest.exports)];

  it('are built for every export', () => {
    expect(optionalPeers).toContain('@vanilla-extract/css');
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) expect(existsSync(entry), relative(packageRoot, entry)).toBe(true);
  });

  it.each(entries.map((entry) => [relative(packageRoot, entry), entry]))('%s reaches no optional peer dependency', (_name, entry) => {
    const offending = bareImports(entry).filter(({ module }) => optionalPeers.some((peer) => module === peer || module.startsWith(`${peer}/`)));
    expect(offending).toEqual([]);
  });
});
