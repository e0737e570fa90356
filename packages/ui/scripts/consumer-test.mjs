#!/usr/bin/env node
// Consumer matrix of the published shape of @hraun/ui: what someone who runs `npm install @hraun/ui` gets, in the
// kinds of app that install it, on each React major its peer range accepts. Builds nothing of the package itself:
// run `pnpm --filter @hraun/ui build` first. The cells live in scripts/consumer/.
//
//  tarball   `pnpm pack` (publishConfig applied) into a temporary folder; only package.json, README, CHANGELOG,
//            LICENSE and dist/; every file package.json points to is inside; no "source" condition; each export
//            has types, import and default.
//  install   one npm install per React version into the temporary folder (the tarball as a file: dependency,
//            React, Vite, and for React 19 Next.js; --prefer-offline, npm's cache; nothing outside the folder).
//  require   require() of every JavaScript entry from CommonJS (Node >= 20.19 loads ES modules through it).
//  ssr       react-dom/server renderToString from plain Node of the header (menus), a closed dialog, a form and
//            three cards: the markup holds them, labels point to their controls, React warns of nothing.
//  vite      a fresh Vite + React app (no vanilla-extract plugin): tsc against the published declarations, vite
//            build (Dialog and the menus tree-shaken out), and in Chromium the card with the app's link
//            component, the theme on :root and plain CSS --hraun-* variables theming a button and a card; plus
//            an app that makes its own theme with vanilla-extract (the README's recipe).
//  next      a Next.js 16 App Router app whose page is a server component rendering the header with its menus,
//            a dialog with its trigger, a form and cards: next build, next start on 127.0.0.1, the server HTML
//            holds them, and in Chromium it hydrates without warnings, a menu opens on click with its items,
//            the dialog opens and closes on Escape with focus back on its trigger, every label names its
//            control, and the submit button is filled with --hraun-color-primary. React 19 only: Next 16's App
//            Router needs it, so the React 18 cell is n/a.
//
// Then prints the matrix (cell x React version: pass / FAIL / n/a, with times) and exits 1 if any cell failed.
// Each cell has its own time limit; the two React versions run side by side.
//
// Usage: node packages/ui/scripts/consumer-test.mjs [--keep] [--only vite,next,ssr,require] [--react 19.3.1,18.3.1]
// Env:   CHROMIUM_PATH (default /usr/bin/chromium), CONSUMER_TEST_TIMEOUT seconds for the whole matrix (default
//        600), CONSUMER_NEXT_VERSION (default in scripts/consumer/install.mjs)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installFor, nextVersion } from './consumer/install.mjs';
import { Cell, installedVersion, killAllChildren, runCell, stopAllCells } from './consumer/lib.mjs';
import { nextCell } from './consumer/next.mjs';
import { requireCell, ssrCell } from './consumer/node.mjs';
import { packAndInspect } from './consumer/tarball.mjs';
import { viteCell } from './consumer/vite.mjs';

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? null : process.argv[index + 1];
};
const keep = process.argv.includes('--keep');
const cellNames = ['require', 'ssr', 'vite', 'next'];
const only = argument('--only')?.split(',') ?? cellNames;
const reactVersions = argument('--react')?.split(',') ?? [installedVersion('react'), '18.3.1'];
const totalSeconds = Number(process.env.CONSUMER_TEST_TIMEOUT ?? 600);

/** The cells, in the order they run within one React version; `needs` says when a cell cannot exist. */
const cells = {
  require: { title: 'require() from Node (CommonJS)', seconds: 30, run: (cell, { dir, manifest }) => requireCell(cell, dir, manifest) },
  ssr: { title: 'renderToString (react-dom/server)', seconds: 60, run: (cell, { dir, react }) => ssrCell(cell, dir, react) },
  vite: { title: 'Vite + React app (build, Chromium)', seconds: 200, run: (cell, { dir }) => viteCell(cell, dir) },
  next: {
    title: `Next.js ${nextVersion.split('.')[0]} App Router (build, start, Chromium)`,
    seconds: 360,
    needs: (react) => (Number(react.split('.')[0]) >= 19 ? null : `n/a: Next ${nextVersion.split('.')[0]} needs React 19`),
    run: (cell, { dir }) => nextCell(cell, dir),
  },
};
const installSeconds = 240;

const work = mkdtempSync(join(tmpdir(), 'hraun-ui-consumer-'));
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  killAllChildren();
  if (keep) console.log(`kept ${work}`);
  // A killed build may still be writing for a moment: retry on ENOTEMPTY and the like.
  else rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nconsumer matrix: ${signal}, cleaning up`);
    cleanUp();
    process.exit(130);
  });
}

const started = Date.now();
/** results[row][react] = { status, seconds, message }; row 'tarball' has one column ('*'). */
const results = {};
const record = (row, column, result) => ((results[row] ??= {})[column] = result);

const packed = {};
record('tarball', '*', await runCell(new Cell('tarball'), 60, async (cell) => Object.assign(packed, await packAndInspect(cell, work))));

async function lane(react) {
  const tag = `react ${react}`;
  const dir = join(work, `react-${react}`);
  const wanted = only.filter((name) => cellNames.includes(name));
  const runnable = wanted.filter((name) => !cells[name].needs?.(react));
  for (const name of wanted.filter((name) => cells[name].needs?.(react))) record(name, react, { status: 'n/a', message: cells[name].needs(react) });
  if (!packed.tarball) {
    for (const name of ['install', ...runnable]) record(name, react, { status: 'fail', message: 'not run: no tarball' });
    return;
  }
  const install = await runCell(new Cell(`${tag} install`), installSeconds, (cell) =>
    installFor(cell, dir, { tarball: packed.tarball, react, withNext: runnable.includes('next') }),
  );
  record('install', react, install);
  for (const name of runnable) {
    if (install.status !== 'pass') {
      record(name, react, { status: 'fail', message: 'not run: the install failed' });
      continue;
    }
    record(name, react, await runCell(new Cell(`${tag} ${name}`), cells[name].seconds, (cell) => cells[name].run(cell, { dir, react, manifest: packed.manifest })));
  }
}
// The matrix's own time limit: what has not finished by then fails, and the table is still printed.
let watchdog;
const overtime = new Promise((resolvePromise) => {
  watchdog = setTimeout(() => resolvePromise('timeout'), totalSeconds * 1000);
});
const outcome = await Promise.race([Promise.all(reactVersions.map((react) => lane(react))).then(() => 'done'), overtime]);
clearTimeout(watchdog);
if (outcome === 'timeout') {
  console.error(`\nconsumer matrix: over ${totalSeconds} s in all (CONSUMER_TEST_TIMEOUT), stopping what still runs`);
  await stopAllCells();
  for (const react of reactVersions) {
    for (const name of ['install', ...only.filter((cell) => cellNames.includes(cell))]) {
      if (!results[name]?.[react]) record(name, react, { status: 'fail', message: `not finished: over the matrix's time limit of ${totalSeconds} s` });
    }
  }
}

// ── The matrix ─────────────────────────────────────────────────────────────────────────────────────────────
const rows = [
  ['tarball', 'pnpm pack + tarball contents'],
  ['install', 'npm install (tarball, React, Vite, Next)'],
  ...cellNames.filter((name) => only.includes(name)).map((name) => [name, cells[name].title]),
];
const describe = (result) => {
  if (!result) return '';
  if (result.status === 'n/a') return result.message;
  if (result.seconds === undefined) return `${result.status === 'pass' ? 'pass' : 'FAIL'} (not run)`;
  return `${result.status === 'pass' ? 'pass' : 'FAIL'} ${result.seconds.toFixed(1).padStart(5)} s`;
};
const table = [['cell', ...reactVersions.map((react) => `React ${react}`)]];
for (const [key, title] of rows) {
  if (key === 'tarball') table.push([title, `${describe(results.tarball['*'])} (shared)`, ...reactVersions.slice(1).map(() => '')]);
  else table.push([title, ...reactVersions.map((react) => describe(results[key]?.[react]))]);
}
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (row) => row.map((text, column) => text.padEnd(widths[column])).join('  ').trimEnd();
// Each failure in the table's order, its message cut to 15 lines (the cell's log above has all of it).
const failures = rows.flatMap(([row]) =>
  Object.entries(results[row] ?? {})
    .filter(([, result]) => result.status === 'fail')
    .map(([column, result]) => {
      const lines = result.message.split('\n');
      const message = lines.length > 15 ? [...lines.slice(0, 15), `… (${lines.length - 15} more lines above, in the cell's log)`].join('\n') : result.message;
      return `${row}${column === '*' ? '' : ` (React ${column})`}: ${message}`;
    }),
);
console.log(`\nconsumer matrix of @hraun/ui ${packed.manifest?.version ?? '?'} (packed tarball), Node ${process.version}, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
console.log(line(table[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
for (const [row, columns] of Object.entries(results)) {
  for (const [column, result] of Object.entries(columns)) if (result.note) console.log(`note, ${row}${column === '*' ? '' : ` (React ${column})`}: ${result.note}`);
}
if (failures.length > 0) console.error(`\n${failures.length} failed:\n${failures.map((failure) => `  ${failure.split('\n').join('\n    ')}`).join('\n')}`);
else console.log('\nconsumer matrix: every cell passes');
cleanUp();
process.exit(failures.length > 0 ? 1 : 0);
