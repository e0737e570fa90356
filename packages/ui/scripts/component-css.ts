import type { Plugin, Rolldown } from 'vite';
import { LAYER_ORDER } from '../src/theme/names';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The private import specifier a built module names its own stylesheet by (`#hraun-css/Button/Button.css`). The
 * package's `imports` field resolves it to the stylesheet under the `module` condition, which bundlers set (Vite,
 * webpack, Next.js, esbuild, Rollup's node-resolve) and Node does not, and to an empty module otherwise: `require()`,
 * renderToString in plain Node and test runners load the components without a stylesheet they could not parse.
 */
const CSS_SPECIFIER = '#hraun-css/';

/**
 * Per-component CSS: with `cssCodeSplit` on, Vite writes one stylesheet per module that has styles (a `.css.ts` file
 * compiled by vanilla-extract) but does not link it from the JS in library mode. This names each stylesheet from its
 * own module, so an app's bundler takes exactly the stylesheets of the components it imports. It also writes the
 * whole kit's `styles.css` for apps that want one file, in the order a bundler would take them when the app imports
 * every component (each module's imports first, depth first from the entry), each rule once. Runs after the layers
 * plugin has started every stylesheet with the layers' order, which styles.css keeps once, at its top.
 */
export function componentCss(options: { entry: string; wholeFileName: string; baseSheet: string }): Plugin {
  return {
    name: 'hraun-component-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        // `Button/Button.css` rather than Vite's `Button/Button.css.ts.vanilla.css`: the name of the source, not of the
        // virtual module vanilla-extract compiled it into.
        const renamed = new Map<string, string>();
        const sources = new Map<string, string>();
        for (const [file, asset] of Object.entries(bundle)) {
          if (asset.type !== 'asset' || !file.endsWith('.css.ts.vanilla.css')) continue;
          const fileName = file.replace(/\.css\.ts\.vanilla\.css$/, '.css');
          if (bundle[fileName]) throw new Error(`component-css: ${fileName} exists already`);
          delete bundle[file];
          this.emitFile({ type: 'asset', fileName, source: asset.source });
          sources.set(fileName, String(asset.source));
          renamed.set(file, fileName);
        }
        const ownCss = (chunk: OutputChunk): readonly string[] => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => renamed.get(file) ?? file).sort();
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // A style module (`X.styles.js`, compiled from `X.css.ts`) is JS, which the package's `sideEffects` lets a
        // bundler drop where it is imported for its CSS alone (the theme's base rules from the entry, a shared
        // `internal/` sheet whose class names rolldown inlined into the component). So every module names the sheets
        // of the style modules it imports as well as its own, each module's imports first: a sheet a module builds on
        // comes before its own, as vanilla-extract orders them.
        const isStyleModule = (chunk: OutputChunk) => chunk.fileName.endsWith('.styles.js');
        const sheetsOf = (chunk: OutputChunk, seen = new Set<string>()): string[] => {
          if (seen.has(chunk.fileName)) return [];
          seen.add(chunk.fileName);
          const fromImports = chunk.imports.flatMap((file) => {
            const imported = byFile.get(file);
            return imported && isStyleModule(imported) ? sheetsOf(imported, seen) : [];
          });
          return [...new Set([...fromImports, ...ownCss(chunk)])];
        };
        if (!sources.has(options.baseSheet)) throw new Error(`component-css: no ${options.baseSheet} in the build`);
        for (const chunk of chunks) {
          const own = sheetsOf(chunk);
          if (own.length === 0) continue;
          // The theme's base rules (the default theme's variables on :root, the page's base rules) come first with
          // any component: an app that imports one Button gets them through it, once, as the entry's own import of
          // them is dropped with the rest of the side-effect-free entry.
          const sheets = [...new Set([options.baseSheet, ...own])];
          // At the end, before the source map comment: an import is hoisted wherever it stands, and the lines above
          // keep their source map.
          const lines = sheets.map((file) => `import ${JSON.stringify(CSS_SPECIFIER + file)};`).join('\n');
          const marker = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
          chunk.code = marker === -1 ? `${chunk.code}\n${lines}\n` : `${chunk.code.slice(0, marker)}\n${lines}${chunk.code.slice(marker)}`;
        }

        const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName === options.entry);
        if (!entry) throw new Error(`component-css: no entry chunk ${options.entry}`);
        const seen = new Set<string>();
        const order: string[] = [];
        const visit = (chunk: OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
          order.push(...ownCss(chunk));
        };
        visit(entry);
        const componentSheets = [...sources.keys()].filter((file) => !order.includes(file));
        if (componentSheets.length > 0) throw new Error(`component-css: not reached from ${options.entry}: ${componentSheets.join(', ')}`);
        // Each module's sheet is one layer block (the layers plugin wraps it, the minifier keeps it whole): runs of
        // blocks in the same layer become one block again, as in a stylesheet minified in one piece.
        const blocks: { layer: string; rules: string }[] = [];
        for (const file of order) {
          const source = sources.get(file) ?? '';
          const body = (source.startsWith(LAYER_ORDER) ? source.slice(LAYER_ORDER.length) : source).trim();
          const match = /^@layer ([\w.-]+)\s*\{([\s\S]*)\}$/.exec(body);
          if (!match?.[1] || match[2] === undefined) throw new Error(`component-css: ${file} is not one @layer block`);
          const last = blocks.at(-1);
          if (last?.layer === match[1]) last.rules += match[2];
          else blocks.push({ layer: match[1], rules: match[2] });
        }
        const body = blocks.map(({ layer, rules }) => `@layer ${layer}{${rules}}`).join('\n');
        // What `#hraun-css/*` resolves to where the `module` condition is not set (package.json `imports`).
        this.emitFile({ type: 'asset', fileName: 'no-css.js', source: '// @hraun/ui: stylesheets are for bundlers; Node and test runners load this instead.\nexport {};\n' });
        this.emitFile({ type: 'asset', fileName: options.wholeFileName, source: `${LAYER_ORDER}\n${body}\n` });
      },
    },
  };
}
