#!/usr/bin/env node
// Checks the built files for React Server Components: a module that holds state, effects, context, refs or Radix
// (or builds its own event handlers, as the form controls do) must start with "use client", so that a Next.js App
// Router page, a server component, can render it; every other module must not, so that it stays server-safe.
// Run after `pnpm --filter @hraun/ui build`; exits 1 with the modules that are wrong.
//
//   node packages/ui/scripts/use-client.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));

/** React APIs a server component cannot call, and imports that are client-only. */
const CLIENT_ONLY = /\b(useState|useEffect|useLayoutEffect|useInsertionEffect|useSyncExternalStore|useReducer|useContext|useRef|useTransition|useOptimistic|useActionState|createContext)\b|from\s*["']@radix-ui\//;
/**
 * One of the package's own hooks (`useSiteHeader`, imported under a short name in the build), which are built on the
 * client-only ones; React's useId, useMemo, useCallback and useDebugValue are server-safe.
 */
const OWN_HOOK = /\buse(?!(?:Id|Memo|Callback|DebugValue)\b)[A-Z]\w*\b/;
/** An event handler the module makes itself (`onChange: (event) => …`), which cannot cross from server to client. */
const OWN_HANDLER = /\bon[A-Z][A-Za-z]*:\s*(\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/;
const DIRECTIVE = /^\s*["']use client["'];/;

function* modules(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'types') yield* modules(path);
    } else if (name.endsWith('.js')) yield path;
  }
}

const wrong = [];
const client = [];
const server = [];
for (const file of modules(dist)) {
  const code = readFileSync(file, 'utf8');
  const name = relative(dist, file);
  const needsClient = CLIENT_ONLY.test(code) || OWN_HOOK.test(code) || OWN_HANDLER.test(code);
  const marked = DIRECTIVE.test(code);
  if (needsClient && !marked) wrong.push(`${name}: uses client-only React or makes its own event handlers, but does not start with "use client"`);
  if (marked && !needsClient) wrong.push(`${name}: starts with "use client" but needs nothing of the client (keep it server-safe)`);
  (marked ? client : server).push(name);
}
const components = (list) => list.filter((name) => /^[A-Z]/.test(name) && !/\.styles\.js$/.test(name));
console.log(`use client: ${components(client).length} client component modules, ${components(server).length} server-safe component modules`);
console.log(`  client: ${components(client).map((name) => name.replace(/\.js$/, '')).join(', ')}`);
if (wrong.length > 0) {
  console.error(wrong.join('\n'));
  process.exit(1);
}
if (client.length === 0 || server.length === 0) {
  console.error(`use client: expected both kinds of modules in ${dist}; is the package built?`);
  process.exit(1);
}
