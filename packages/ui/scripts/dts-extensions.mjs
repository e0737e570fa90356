#!/usr/bin/env node
// The declarations as Node's ESM resolution reads them: `tsc` keeps the sources' extensionless relative imports
// (`from './Button'`), which a consumer on `moduleResolution: node16`/`nodenext` cannot follow (arethetypeswrong:
// "internal resolution error"). Each relative specifier becomes the file it names: `./Button/index.js` or
// `./Button.js` (TypeScript maps `.js` to the `.d.ts` beside it). Run after `tsc -p tsconfig.build.json`.
//
//   node scripts/dts-extensions.mjs [dist/types]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist/types');

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

/** The specifier with the extension Node needs, or the specifier as it was when it already names a file. */
function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  // Also a style module: `./contract.css` is `contract.css.ts` in the sources, `contract.css.d.ts` here.
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot find the declaration of ${specifier}`);
}

let files = 0;
let rewritten = 0;
for (const file of declarations(root)) {
  const source = readFileSync(file, 'utf8');
  // `from './x'`, `import('./x')` and `import './x'`: every way a declaration names another.
  const next = source.replace(/(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, quote, specifier) => {
    const fixed = withExtension(file, specifier);
    if (fixed === specifier) return whole;
    rewritten += 1;
    return `${lead}${quote}${fixed}${quote}`;
  });
  files += 1;
  if (next !== source) writeFileSync(file, next);
}
console.log(`dts-extensions: ${rewritten} relative imports in ${files} declaration files now name their files`);
