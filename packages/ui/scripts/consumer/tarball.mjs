// The packed tarball: `pnpm pack` of packages/ui (pnpm applies publishConfig, as `pnpm publish` does) and a
// look at what it holds: only package.json, README, CHANGELOG, LICENSE and dist/ (no sources, tests, stories or
// configs), every file package.json points to is inside, no export names the workspace-only "source" condition,
// and each export gives types, import and default.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { check, fmt, uiDir } from './lib.mjs';

/** Files of a .tgz (ustar, with pax or GNU long names), with sizes and the text of the ones asked for. */
function readTarball(file, wanted = new Set()) {
  const data = gunzipSync(readFileSync(file));
  const entries = [];
  let longName = null;
  for (let offset = 0; offset + 512 <= data.length; ) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0[\s\S]*$/, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = header.subarray(257, 262).toString() === 'ustar' ? field(345, 155) : '';
    const body = data.subarray(offset + 512, offset + 512 + size);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    if (type === 'x') longName = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? null;
    else if (type === 'L') longName = body.toString('utf8').replace(/\0[\s\S]*$/, '');
    else if (type === '0' || type === '7') {
      const path = name.replace(/^package\//, '');
      entries.push({ path, size, text: wanted.has(path) ? body.toString('utf8') : undefined });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** Every file a package.json points to, except the workspace-only "source" condition (returned apart). */
function manifestTargets(manifest) {
  const targets = new Set();
  const sourceTargets = new Set();
  for (const key of ['main', 'module', 'types', 'typings']) if (typeof manifest[key] === 'string') targets.add(manifest[key]);
  const walk = (value, condition) => {
    if (typeof value === 'string') (condition === 'source' ? sourceTargets : targets).add(value);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, key.startsWith('.') ? condition : key);
  };
  walk(manifest.exports);
  const clean = (set) => [...set].map((target) => target.replace(/^\.\//, '')).filter((target) => !target.includes('*'));
  return { targets: clean(targets), sourceTargets: clean(sourceTargets) };
}

/** Packs the package into `work` and checks the tarball; resolves with its path and its package.json. */
export async function packAndInspect(cell, work) {
  for (const file of ['dist/index.js', 'dist/styles.css', 'dist/types/index.d.ts']) {
    check(existsSync(`${uiDir}/${file}`), `packages/ui/${file} is missing: run \`pnpm --filter @hraun/ui build\` first`);
  }
  const tarball = await cell.step('pnpm pack', async () => {
    const output = await cell.run('pnpm', ['pack', '--pack-destination', work, '--json'], { cwd: uiDir, env: process.env });
    const { filename } = JSON.parse(output.slice(output.indexOf('{')));
    check(filename && existsSync(filename), `pnpm pack wrote no tarball:\n${output}`);
    return filename;
  });
  const entries = readTarball(tarball, new Set(['package.json']));
  const paths = entries.map((entry) => entry.path);
  const manifest = JSON.parse(entries.find((entry) => entry.path === 'package.json')?.text ?? '{}');
  const unpacked = entries.reduce((sum, entry) => sum + entry.size, 0);
  const count = (re) => paths.filter((path) => re.test(path)).length;
  cell.log(
    `  ${tarball.split('/').pop()}: ${fmt(statSync(tarball).size)} B packed, ${fmt(unpacked)} B unpacked, ${paths.length} files ` +
      `(${count(/\.js$/)} .js, ${count(/\.map$/)} .map, ${count(/\.d\.ts$/)} .d.ts, ${count(/\.css$/)} .css)`,
  );

  const allowed = /^(package\.json|README\.md|CHANGELOG\.md|LICEN[CS]E(\.md|\.txt)?|dist\/.+)$/i;
  const forbidden = [
    /(^|\/)(src|tests?|__tests__|visual|scripts|node_modules|__screenshots__|storybook-static)\//,
    /\.(stories|test|spec)\.[cm]?[jt]sx?$/,
    /\.(stories|test|spec)\.d\.ts$/,
    /storyKit/,
    /(^|\/)(tsconfig[^/]*\.json|vite\.config\.[^/]+|vitest\.config\.[^/]+|[^/]*\.tsbuildinfo)$/,
  ];
  const strays = paths.filter((path) => !allowed.test(path) || forbidden.some((re) => re.test(path)));
  check(strays.length === 0, `the tarball holds files a consumer does not need:\n    ${strays.slice(0, 20).join('\n    ')}`);
  for (const required of ['package.json', 'README.md', 'dist/index.js', 'dist/styles.css', 'dist/types/index.d.ts']) {
    check(paths.includes(required), `the tarball lacks ${required}`);
  }
  check(entries.find((entry) => entry.path === 'README.md').size > 200, 'README.md in the tarball is (nearly) empty');
  const { targets, sourceTargets } = manifestTargets(manifest);
  const dangling = targets.filter((target) => !paths.includes(target));
  check(dangling.length === 0, `package.json points to files missing from the tarball: ${dangling.join(', ')}`);
  // The workspace resolves the package to its sources through a "source" condition; the tarball must not name it
  // (pnpm publishes `publishConfig.exports`), since no file it would point to is shipped.
  check(sourceTargets.length === 0, `the published exports name unshipped files through "source": ${sourceTargets.join(', ')}`);
  for (const [entry, conditions] of Object.entries(manifest.exports ?? {})) {
    if (typeof conditions !== 'object') continue;
    check(['types', 'import', 'default'].every((name) => name in conditions), `exports["${entry}"] lacks types, import or default: ${JSON.stringify(conditions)}`);
  }
  check(paths.includes('CHANGELOG.md'), 'the tarball lacks CHANGELOG.md');
  cell.log(`  tarball ok: only package.json, README, CHANGELOG and dist/; all ${targets.length} targets of main/types/exports present; every export has types, import and default`);

  return { tarball, manifest };
}
