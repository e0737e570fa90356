#!/usr/bin/env node
// Tree-shaking check of the built @hraun/ui (run `pnpm --filter @hraun/ui build` first).
//
// Bundles, with Vite in app mode (no library mode, minified), entries that import from packages/ui/dist/index.js:
//   - "Button only": `import { Button }`;
//   - "typical page": the components of a content page (header, hero, cards, call to action, footer...);
//   - "whole index": `import * as ui`.
// React and ReactDOM stay external (every app has them already); Radix and the vanilla-extract runtime are
// bundled, so the figures are what @hraun/ui adds to an app. Prints minified and minified+gzip bytes of each, and the
// CSS each one gets from the components' own stylesheet imports (no entry imports styles.css).
//
// Fails when:
//   - the Button-only bundle holds code from any other module of dist/ but dist/internal/ (rolldown's per-module rendered length),
//     any class name of another component (vanilla-extract's short identifiers, hashed per file: the strings in
//     dist/<Component>/*.styles.js), or Radix Dialog/DropdownMenu code (their display names);
//   - the Button-only CSS lacks Button's rules or the theme's base rules, holds another component's rules, or is not
//     under a fifth of the whole index's; the whole index's CSS lacks a class of dist/styles.css; either app's CSS
//     does not order the layers reset, base, components (the reset must never outrank a component);
//   - a marker is not in the whole-index bundle either (then it proves nothing: the markers need updating);
//   - package.json `sideEffects` would keep a built JS file, or does not cover dist/styles.css;
//   - a built JS file runs code at import time (a top-level statement other than imports, exports, function
//     declarations and constants, or a top-level call other than a known pure factory such as forwardRef).
//
// Usage: node packages/ui/scripts/treeshake.mjs [--json]   (a few seconds)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, parseAst } from 'vite';
import { themeClassName } from '../dist/theme/index.js';

const uiDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = join(uiDir, 'dist');
const indexFile = join(distDir, 'index.js');
const asJson = process.argv.includes('--json');

const problems = [];
const fail = (message) => problems.push(message);
const toPosix = (path) => path.split(sep).join('/');
const gzipBytes = (text) => gzipSync(text, { level: 9 }).length;

if (!existsSync(indexFile)) {
  console.error(`treeshake: ${relative(process.cwd(), indexFile)} is missing; run \`pnpm --filter @hraun/ui build\` first`);
  process.exit(1);
}

const jsFiles = readdirSync(distDir, { recursive: true })
  .map(toPosix)
  .filter((file) => file.endsWith('.js') && !file.startsWith('types/'))
  .sort();

// ── 1. package.json sideEffects: CSS kept, no built JS file kept ────────────────────────────────────────────
/** A sideEffects glob as a RegExp over paths relative to the package root (webpack's rules: no slash = any folder). */
function globToRegExp(glob) {
  let pattern = glob.replace(/^\.\//, '');
  if (!pattern.includes('/')) pattern = `**/${pattern}`;
  const source = pattern
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const { sideEffects } = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8'));
if (sideEffects === true || sideEffects === undefined) {
  fail('package.json has no "sideEffects" list: bundlers must assume every module has side effects');
} else if (Array.isArray(sideEffects)) {
  const patterns = sideEffects.map(globToRegExp);
  const matches = (file) => patterns.some((re) => re.test(file));
  const keptJs = jsFiles.filter((file) => matches(`dist/${file}`));
  if (keptJs.length > 0) fail(`package.json "sideEffects" matches built JS, which can then never be shaken: ${keptJs.join(', ')}`);
  if (!matches('dist/styles.css')) fail('package.json "sideEffects" does not match dist/styles.css: `import "@hraun/ui/styles.css"` could be dropped');
} else if (sideEffects === false) {
  fail('package.json "sideEffects" is false: `import "@hraun/ui/styles.css"` could be dropped by the bundler');
}

// ── 2. No code runs at import time in the built JS ──────────────────────────────────────────────────────────
// Top-level calls that only build a value are allowed. Anything else at the top level (a bare call, an
// assignment, a loop) would be a side effect, which also stops bundlers that ignore `sideEffects` from shaking.
// React elements built once at load (icon paths) are plain objects, so jsx() and createElement() count as pure.
const pureFactories = new Set(['forwardRef', 'memo', 'createContext', 'lazy', 'jsx', 'jsxs', 'jsxDEV', 'createElement', 'createRuntimeFn', 'createRuntimeSprinkles']);
const pureGlobals = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Object.freeze', 'Object.fromEntries', 'Symbol', 'Symbol.for']);

function calleeName(node, imports) {
  if (node.type === 'Identifier') return imports.get(node.name) ?? node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier') return `${node.object.name}.${node.property.name}`;
  return '(expression)';
}

/** Finds calls and mutations evaluated when the module loads (not inside functions). */
function eagerEffects(node, imports, found = []) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) eagerEffects(child, imports, found);
    return found;
  }
  switch (node.type) {
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'FunctionDeclaration':
      return found;
    case 'CallExpression':
    case 'NewExpression': {
      const name = calleeName(node.callee, imports);
      if (!pureFactories.has(name) && !pureGlobals.has(name)) found.push(`call to ${name}()`);
      break;
    }
    case 'TaggedTemplateExpression':
      found.push('tagged template');
      break;
    case 'AssignmentExpression':
    case 'UpdateExpression':
    case 'AwaitExpression':
      found.push(node.type);
      break;
    case 'StaticBlock':
      found.push('class static block');
      break;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && value && typeof value === 'object') eagerEffects(value, imports, found);
  }
  return found;
}

for (const file of jsFiles) {
  const ast = parseAst(readFileSync(join(distDir, file), 'utf8'));
  const imports = new Map();
  for (const statement of ast.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const spec of statement.specifiers) imports.set(spec.local.name, spec.imported?.name ?? spec.local.name);
  }
  for (const statement of ast.body) {
    const node = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
      case 'FunctionDeclaration':
        continue;
      case 'ExpressionStatement':
        // A directive ("use client") is a string that runs nothing; any other expression statement runs.
        if (node.directive !== undefined || (node.expression.type === 'Literal' && typeof node.expression.value === 'string')) continue;
        fail(`dist/${file}: top-level ${node.type} runs at import time`);
        continue;
      case 'VariableDeclaration':
      case 'ClassDeclaration':
      case 'ExportDefaultDeclaration': {
        const effects = eagerEffects(node.type === 'VariableDeclaration' ? node.declarations.map((d) => d.init) : node, imports);
        if (effects.length > 0) fail(`dist/${file}: runs code at import time (${[...new Set(effects)].join(', ')})`);
        continue;
      }
      default:
        fail(`dist/${file}: top-level ${node.type} runs at import time`);
    }
  }
}

// ── 3. Markers: class names of each component (and theme), Radix display names ─────────────────────────────
// vanilla-extract's short identifiers (such as "m5yxp30") are hashed per file, so a component's class names
// appear in no other module. They are read from the build, not hard-coded, so they follow every rebuild: the
// string literals of dist/<Component>/*.styles.js that are class selectors of dist/styles.css.
const stylesheetClasses = new Set([...readFileSync(join(distDir, 'styles.css'), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
const classMarkers = new Map(); // folder → class names
for (const file of jsFiles.filter((f) => f.endsWith('.styles.js'))) {
  const folder = file.split('/')[0];
  const literals = [...readFileSync(join(distDir, file), 'utf8').matchAll(/(["'`])((?:(?!\1)[^\\\n])*)\1/g)].map((m) => m[2]);
  const names = literals.flatMap((text) => text.split(/\s+/)).filter((token) => stylesheetClasses.has(token));
  // Global rules only (the theme's base layer): no class of their own to look for.
  if (names.length === 0) continue;
  classMarkers.set(folder, [...new Set([...(classMarkers.get(folder) ?? []), ...names])]);
}
const radixMarkers = ['DialogContent', 'DialogOverlay', 'DropdownMenuContent', 'DropdownMenuItem'];

// ── 4. Bundles ──────────────────────────────────────────────────────────────────────────────────────────────
const typicalPage = ['SkipLink', 'SiteHeader', 'Breadcrumbs', 'Hero', 'LinkCard', 'LinkCardGrid', 'CallToAction', 'Button', 'Footer', 'CookieBar', 'ScrollToTop', 'ThemeScope'];
const entries = [
  { key: 'button', label: 'Button only', code: `import { Button } from ${JSON.stringify(indexFile)};\nglobalThis.__keep = [Button];\n` },
  { key: 'card', label: 'one card', code: `import { LinkCard } from ${JSON.stringify(indexFile)};\nglobalThis.__keep = [LinkCard];\n` },
  {
    key: 'page',
    label: 'typical page',
    code: `import { ${typicalPage.join(', ')} } from ${JSON.stringify(indexFile)};\nglobalThis.__keep = [${typicalPage.join(', ')}];\n`,
  },
  { key: 'full', label: 'whole index', code: `import * as ui from ${JSON.stringify(indexFile)};\nglobalThis.__keep = ui;\n` },
];

const work = mkdtempSync(join(tmpdir(), 'hraun-ui-treeshake-'));
const results = {};
try {
  for (const entry of entries) {
    const input = join(work, `${entry.key}.js`);
    writeFileSync(input, entry.code);
    const output = await build({
      configFile: false,
      root: work,
      logLevel: 'silent',
      mode: 'production',
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        copyPublicDir: false,
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
        rolldownOptions: { input, external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    const chunks = outputs.filter((o) => o.type === 'chunk');
    // The CSS the app's bundler took from the components' own imports (no stylesheet is imported by the entry).
    const css = outputs
      .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
      .map((o) => String(o.source))
      .join('\n');
    const code = chunks.map((c) => c.code).join('\n');
    const modules = chunks.flatMap((c) => Object.entries(c.modules)).filter(([, m]) => m.renderedLength > 0);
    results[entry.key] = {
      label: entry.label,
      code,
      minBytes: Buffer.byteLength(code),
      gzipBytes: chunks.reduce((sum, c) => sum + gzipBytes(c.code), 0),
      css,
      cssBytes: Buffer.byteLength(css),
      cssGzipBytes: gzipBytes(css),
      distModules: modules.map(([id]) => toPosix(id)).filter((id) => id.startsWith(`${toPosix(distDir)}/`)).map((id) => id.slice(toPosix(distDir).length + 1)),
      allModules: modules.map(([id]) => toPosix(id)),
    };
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const { button, card, full } = results;
if (!(card.gzipBytes < full.gzipBytes / 2)) fail('the one-card bundle is not under half the whole index');

// Every marker must be in the whole-index bundle, or it cannot show anything.
const usableClassMarkers = new Map();
for (const [folder, names] of classMarkers) {
  const present = names.filter((name) => full.code.includes(name));
  if (present.length === 0) fail(`no class name of dist/${folder} is in the whole-index bundle: markers need updating`);
  usableClassMarkers.set(folder, present);
}
for (const marker of radixMarkers) if (!full.code.includes(marker)) fail(`Radix marker "${marker}" is not in the whole-index bundle: markers need updating`);

// The Button-only bundle: Button's own code and nothing else of the package but its internal helpers (dist/internal/,
// such as joinClasses: a few bytes shared by every component, with no component or style of their own; anything
// they pulled in would show here as a stranger).
const strangers = button.distModules.filter((id) => !id.startsWith('Button/') && !id.startsWith('internal/'));
if (strangers.length > 0) fail(`Button-only bundle holds code of other modules: ${strangers.join(', ')}`);
if (!button.distModules.includes('Button/Button.js')) fail('Button-only bundle lacks dist/Button/Button.js (the entry did not bundle as expected)');
if (!(usableClassMarkers.get('Button') ?? []).some((name) => button.code.includes(name))) fail("Button-only bundle lacks Button's class names (the markers are not being read right)");
for (const [folder, names] of usableClassMarkers) {
  if (folder === 'Button') continue;
  const leaked = names.filter((name) => button.code.includes(name));
  if (leaked.length > 0) fail(`Button-only bundle holds class names of ${folder} (${leaked.slice(0, 3).join(', ')})`);
}
for (const marker of radixMarkers) if (button.code.includes(marker)) fail(`Button-only bundle holds Radix code ("${marker}")`);
const radixDialogOrMenu = button.allModules.map((id) => /@radix-ui\/react-(?:dialog|dropdown-menu|menu|focus-scope|portal|popper)(?=\/)/.exec(id)?.[0]).filter(Boolean);
if (radixDialogOrMenu.length > 0) fail(`Button-only bundle holds Radix modules: ${[...new Set(radixDialogOrMenu)].join(', ')}`);
if (!(button.gzipBytes < full.gzipBytes)) fail('Button-only bundle is not smaller than the whole index');

// Per-component CSS: each built module imports its own stylesheet, so the app's CSS follows its imports. Button alone
// gets Button's rules, the theme's base rules and the layers' order first (so the reset can never outrank it), and
// no class of another component; the whole index gets every class of dist/styles.css (nothing lost in the split).
const cssClasses = (text) => new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
// The order a layer takes is where its name first appears (a minifier may rewrite the order statement).
const layersInOrder = (text) => [...new Set([...text.matchAll(/@layer\s+([^{;]+)/g)].flatMap((m) => m[1].split(',').map((name) => name.trim())))];
for (const r of [button, full]) {
  const order = layersInOrder(r.css).join(' ');
  if (!order.startsWith('hraun.reset hraun.base hraun.components')) fail(`${r.label}: the app's CSS does not order the layers reset, base, components first (${order})`);
}
if (!cssClasses(button.css).has(themeClassName('hraun'))) fail("Button-only CSS lacks the theme's base rules (the default theme's variables)");
const buttonCssClasses = cssClasses(button.css);
if (!(usableClassMarkers.get('Button') ?? []).some((name) => buttonCssClasses.has(name))) fail("Button-only CSS lacks Button's rules: the component's stylesheet was not picked up");
for (const [folder, names] of usableClassMarkers) {
  if (folder === 'Button') continue;
  const leaked = names.filter((name) => buttonCssClasses.has(name));
  if (leaked.length > 0) fail(`Button-only CSS holds rules of ${folder} (${leaked.slice(0, 3).join(', ')})`);
}
const fullCssClasses = cssClasses(full.css);
const missing = [...stylesheetClasses].filter((name) => !fullCssClasses.has(name));
if (missing.length > 0) fail(`whole-index CSS lacks ${missing.length} classes of dist/styles.css (${missing.slice(0, 3).join(', ')}): a module does not import its stylesheet`);
// The point of the split, with room: Button with the theme's base rules measured 1.7 KB gzip, the whole kit 11.6 KB (Nov 2026).
if (!(button.cssGzipBytes < full.cssGzipBytes * 0.2)) fail(`Button-only CSS (${button.cssGzipBytes} B gzip) is not under a fifth of the whole kit's (${full.cssGzipBytes} B gzip)`);

/** The blocks of each `@layer name { … }` at the top of a stylesheet, joined per layer. */
function layerSizes(text) {
  const layers = new Map();
  for (const match of text.matchAll(/@layer ([\w.]+)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      else if (text[end] === '}') depth -= 1;
      end += 1;
    }
    layers.set(match[1], (layers.get(match[1]) ?? '') + text.slice(match.index, end));
  }
  return layers;
}

// ── 5. Report ───────────────────────────────────────────────────────────────────────────────────────────────
const css = readFileSync(join(distDir, 'styles.css'));
const fmt = (n) => n.toLocaleString('en-US');
if (asJson) {
  const figures = Object.fromEntries(Object.entries(results).map(([key, r]) => [key, { minBytes: r.minBytes, gzipBytes: r.gzipBytes, distModules: r.distModules.length }]));
  for (const [key, r] of Object.entries(results)) Object.assign(figures[key], { cssBytes: r.cssBytes, cssGzipBytes: r.cssGzipBytes });
  console.log(JSON.stringify({ ok: problems.length === 0, figures, css: { bytes: css.length, gzipBytes: gzipBytes(css) }, problems }, null, 2));
} else {
  console.log('@hraun/ui tree-shaking (Vite app build, minified; React external; Radix and vanilla-extract runtime bundled)');
  console.log(`${'bundle'.padEnd(14)}${'ui modules'.padStart(11)}${'min bytes'.padStart(12)}${'min+gzip'.padStart(11)}${'CSS bytes'.padStart(12)}${'CSS gzip'.padStart(11)}`);
  for (const r of Object.values(results)) {
    console.log(`${r.label.padEnd(14)}${String(r.distModules.length).padStart(11)}${fmt(r.minBytes).padStart(12)}${fmt(r.gzipBytes).padStart(11)}${fmt(r.cssBytes).padStart(12)}${fmt(r.cssGzipBytes).padStart(11)}`);
  }
  console.log(`Button only takes ${((100 * button.cssGzipBytes) / full.cssGzipBytes).toFixed(1)} % of the whole kit's CSS (gzip): each component imports its own stylesheet.`);
  console.log(`Button only is ${((100 * button.gzipBytes) / full.gzipBytes).toFixed(1)} % of the whole index (gzip).`);
  console.log(`dist/styles.css (the whole kit in one file, for apps that import it instead): ${fmt(css.length)} B, ${fmt(gzipBytes(css))} B gzip`);
  for (const [layer, text] of layerSizes(css.toString('utf8'))) console.log(`  layer ${layer.padEnd(17)} ${fmt(Buffer.byteLength(text)).padStart(7)} B, ${fmt(gzipBytes(text)).padStart(6)} B gzip`);
  const reset = readFileSync(join(distDir, 'reset.css'));
  console.log(`dist/reset.css (optional, layer hraun.reset): ${fmt(reset.length)} B, ${fmt(gzipBytes(reset))} B gzip`);
  console.log(`checked ${jsFiles.length} built JS files for import-time code; ${[...usableClassMarkers.values()].flat().length} class-name and ${radixMarkers.length} Radix markers`);
}
if (problems.length > 0) {
  console.error(`\ntreeshake: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
if (!asJson) console.log('treeshake: ok');
