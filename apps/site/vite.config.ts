import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { pureReactRouter, reactRouterProductionBuild } from './scripts/pure-react-router';
import { browserSupabaseEnv } from './shared/supabase-env';

/**
 * With `build.modulePreload: false` and one style sheet, Vite's preload helper never has a dependency to fetch, yet
 * Vite still wraps every `import()` of the client build in it (`build.modulePreload` has no option to leave it out):
 * 0.9 KB gzip of first-load JS on every page that only inserts links it is never given. Vite loads the helper as a
 * virtual module; this answers that module with one that runs the import, as the helper does when it has no
 * dependencies. Refused when preloading or per-chunk CSS is on, where the helper does real work.
 */
function withoutPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'hraun:without-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved({ build }) {
      if (build.modulePreload !== false || build.cssCodeSplit) throw new Error('without-preload-helper: only with build.modulePreload false and cssCodeSplit false');
    },
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: (source) => source },
    load: { filter: { id: new RegExp(`^${id}$`) }, handler: () => 'export const __vitePreload = (load) => load();' },
  };
}

/** Modules of the `app-shared` chunk (see `codeSplitting` below). */
const APP_SHARED = new RegExp(
  [
    '^\\0vite[\\\\/]preload-helper',
    '[\\\\/]ui[\\\\/]dist[\\\\/]internal[\\\\/](joinClasses|itemKey|RenderLink)\\.js$',
    '[\\\\/]content[\\\\/]src[\\\\/](locale|format|pages[\\\\/](appRoutes|entry|menuGroups|registry|registry\\.generated|loaders\\.generated|listing))\\.ts$',
  ].join('|'),
);
/** Modules of the `app-core` chunk: the libraries and the app's own modules every page loads. */
const APP_CORE = new RegExp(
  [
    '[\\\\/]node_modules[\\\\/](i18next|react-i18next|react-router|react-router-dom)[\\\\/]',
    '[\\\\/]ui[\\\\/]dist[\\\\/](Icon|Hero|SectionBlock)[\\\\/]',
    '[\\\\/]site[\\\\/]src[\\\\/](i18n[\\\\/]useSiteTranslation|data[\\\\/](queries|useContentQuery|index)|links|head[\\\\/](head|useHead|social-image))\\.tsx?$',
    '[\\\\/]site[\\\\/]shared[\\\\/]supabase-env\\.ts$',
  ].join('|'),
);
/** Modules of the `client-quotes` chunk: the quotes read from the database, drawn by the kit's Testimonial. */
const CLIENT_QUOTES = /[\\/]site[\\/]src[\\/]sections[\\/](ClientQuotes\.tsx|ClientQuotes\.css\.ts(\.vanilla\.css.*)?|testimonialProps\.ts)$|[\\/]ui[\\/]dist[\\/]Testimonial[\\/]/;
/**
 * Modules of the `form-page` chunk: what only the form pages load (the form frame, its fields and the kit's form
 * components), together with the fields' definitions, which the forms' own definitions and the sample data share
 * (a chunk of their own otherwise, loaded by every form page). A module listed here that another page starts to use
 * brings the whole chunk to that page, which the bytes gate reports.
 */
const FORM_PAGE = new RegExp(
  [
    '[\\\\/]site[\\\\/]src[\\\\/](pages[\\\\/]FormPage|forms[\\\\/](FormView|submit))\\.tsx?$',
    '[\\\\/]content[\\\\/]src[\\\\/]forms[\\\\/](fields|types|validate)\\.ts$',
    '[\\\\/]ui[\\\\/]dist[\\\\/](internal[\\\\/]Field|TextField|TextArea|SelectField|ChoiceChips|RadioCards|PackagePicker|Honeypot|SubmitButton|FormGrid|Alert|lazy[\\\\/](dialogCode|SuccessDialog))[\\\\/.]',
  ].join('|'),
);
/** Modules of the `page-kit` chunk. */
const PAGE_KIT = /[\\/]content[\\/]src[\\/]pages[\\/](authoring|sections)\.ts$|[\\/]site[\\/]src[\\/](brand[\\/]hero|sections[\\/]heroAside|styles[\\/](links|lists))\.css\.ts($|\.vanilla\.css)|[\\/]ui[\\/]dist[\\/].*LoadingText(\.styles)?\.js$/;

const sourceFirstOnServer = { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] };

// @hraun/content resolves to its TypeScript source through the "source" export condition (it is not published).
// @hraun/ui has no such condition: the site uses its build (dist/) exactly as a consumer of the package does, so the
// UI package is built first (the root `build`, scripts/serve.sh and scripts/test.sh do).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), pureReactRouter(), withoutPreloadHelper()],
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
            codeSplitting: {
              // A group holds the modules its test names and no more: by default it would also take everything they
              // import (i18next's group took the content package's strings, 270 KB).
              includeDependenciesRecursively: false,
              groups: [
                // React DOM in a chunk of its own: src/start.ts imports it beside the app, so the browser compiles
                // and evaluates it in a task of its own instead of inside the app's one long evaluation. React itself
                // is here too: this chunk imports no other, so whichever of the page's chunks the browser runs first,
                // React is defined before anything calls it (in `app-core`, which imports the app's entry and is
                // imported by it, the entry could run first and call React before it was defined).
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler|react)[\\/]/, priority: 3 },
                // Small modules that the app and its pages both import, which Rolldown would give a chunk each
                // (35-550 B gzip, and an import statement in every chunk that reads them): every page loads all of
                // them, so one chunk costs no page a byte it does not use. Measured: bench/bytes.mjs.
                { name: 'app-shared', test: APP_SHARED, priority: 1 },
                // The libraries and the kit's modules every page loads, in one chunk: the rarer section kinds are
                // chunks of their own (src/sections/sectionKinds.tsx), and without this group their imports would cut
                // i18next, React Router and the hero's kit modules into more, smaller shared chunks (+0.8 KB a page).
                { name: 'app-core', test: APP_CORE, priority: 2 },
                // The pieces of a content page's definition (section builders, authoring helpers), the loading line,
                // the hero's brand classes (a 53 B chunk of its own otherwise) and the site's shared link and list
                // classes (home, the hero's side and the 404 use them): every page of the site loads them together,
                // the form pages too (their client quotes load the loading line).
                { name: 'page-kit', test: PAGE_KIT, priority: 1 },
                // The database's quotes and the Testimonial that draws them, one chunk instead of two (home, the
                // quote form's lazy side, the project pages).
                { name: 'client-quotes', test: CLIENT_QUOTES, priority: 1 },
                { name: 'form-page', test: FORM_PAGE, priority: 1 },
              ],
            },
          },
        },
  },
}));
