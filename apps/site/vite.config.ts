import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { pureReactRouter, reactRouterProductionBuild } from './scripts/pure-react-router';
import { browserSupabaseEnv } from './shared/supabase-env';

const sourceFirstOnServer = { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] };

// @hraun/content resolves to its TypeScript source through the "source" export condition (it is not published).
// @hraun/ui has no such condition: the site uses its build (dist/) exactly as a consumer of the package does, so the
// UI package is built first (the root `build`, scripts/serve.sh and scripts/test.sh do).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), pureReactRouter()],
  // The browser reads the Supabase project the build reads (SUPABASE_URL and SUPABASE_ANON_KEY from process.env, as
  // the prerender and the server do): named one by one, since a prefix such as SUPABASE_ would also publish a
  // service key that happened to be in the environment. The anon key is public by design.
  define: isSsrBuild
    ? {}
    : Object.fromEntries(Object.entries(browserSupabaseEnv(process.env)).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)])),
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' && !isSsrBuild ? [reactRouterProductionBuild()] : [],
  },
  ssr: {
    resolve: sourceFirstOnServer,
    noExternal: ['@hraun/ui', '@hraun/content'],
  },
  // The same again for the server environment by name: vanilla-extract evaluates `.css.ts` files in a Vite server
  // of its own that replaces `ssr` but keeps `environments`.
  environments: { ssr: { resolve: sourceFirstOnServer } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    ssrManifest: false,
    // One style sheet for the whole site (about 6 KB gzip), inlined in every prerendered page by the prerender:
    // the first paint waits for no request, and a page loaded later in the browser needs no style sheet of its own.
    cssCodeSplit: false,
    reportCompressedSize: false,
    // No preload links for dynamic imports: inserting a `<link rel="modulepreload">` costs the main thread about
    // 2.5 ms on a phone-speed CPU, five times an `import()` (bench/README.md). The page's modules are imported
    // side by side by src/start.ts at start, and a link's page is fetched when a pointer, finger or focus reaches
    // the link (src/links.tsx), so the one round trip a page's new modules cost is spent before the click.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app is an entry of its own, which the small entry (src/start.ts) imports by the URL the prerendered
          // page names: imported by path, it would come wrapped in a preloading helper that doubled that entry.
          input: { index: 'index.html', 'entry-client': 'src/entry-client.tsx' },
          // Vite drops an app's entry exports; the app's `startApp` is what start calls. Extended: the page chunks
          // may import what they share with the app from its chunk, as they did when the app was a dynamic import.
          preserveEntrySignatures: 'allow-extension',
          output: {
            // React DOM in a chunk of its own: src/start.ts imports it beside the app, so the browser compiles
            // and evaluates it in a task of its own instead of inside the app's one long evaluation.
            codeSplitting: { groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }] },
          },
        },
  },
}));
