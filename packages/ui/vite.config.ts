import { readFileSync, readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { componentCss } from './scripts/component-css';
import { cssLayers } from './scripts/css-layers';
import { designTokens } from './src/theme/designTokens';
import { themeStylesheet } from './src/theme/stylesheet';
import { altTokens } from './src/themes/alt';
import { hraunTokens } from './src/themes/hraun';
import { lavaTokens } from './src/themes/lava';

const external = [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^@vanilla-extract\/css\/?/];

/**
 * Beside styles.css: the optional reset, a stylesheet per bundled theme (written from its tokens), tokens.json, and
 * the optional brand fonts (fonts/fonts.css with its woff2 files and their licences, as src/fonts/ has them).
 */
function extraStylesheets(): Plugin {
  return {
    name: 'hraun-extra-stylesheets',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'reset.css', source: readFileSync(new URL('./src/reset.css', import.meta.url), 'utf8') });
      for (const theme of [hraunTokens, altTokens, lavaTokens]) {
        this.emitFile({ type: 'asset', fileName: `themes/${theme.name}.css`, source: themeStylesheet(theme) });
      }
      const fonts = new URL('./src/fonts/', import.meta.url);
      for (const file of readdirSync(fonts).filter((name) => /\.(css|woff2|txt)$/.test(name))) {
        this.emitFile({ type: 'asset', fileName: `fonts/${file}`, source: readFileSync(new URL(file, fonts)) });
      }
      this.emitFile({ type: 'asset', fileName: 'tokens.json', source: `${JSON.stringify(designTokens([hraunTokens, altTokens, lavaTokens]), null, 2)}\n` });
    },
  };
}

// Library build: ES modules kept one file per source module (so importing one component pulls in only
// its own code), each module's styles in a stylesheet of its own that the module imports (scripts/component-css.ts)
// and all of them in dist/styles.css too, in cascade layers; React and Radix left to the consumer. One entry per subpath export: ".", "./theme" and "./themes/<name>".
export default defineConfig({
  plugins: [react(), cssLayers(), vanillaExtractPlugin({ identifiers: 'short' }), extraStylesheets(), componentCss({ entry: 'index.js', wholeFileName: 'styles.css', baseSheet: 'theme/base.css' })],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts', 'themes/hraun': 'src/themes/hraun.ts', 'themes/alt': 'src/themes/alt.ts', 'themes/lava': 'src/themes/lava.ts', 'icons/hraun': 'src/icons/hraun.ts', 'lazy/index': 'src/lazy/index.ts' },
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A compiled style module must not be named `*.css.js`: a consumer's own vanilla-extract plugin takes every
        // such file for a source to compile, and their production build then fails on ours ("Invalid exports").
        entryFileNames: (chunk) => (chunk.name.endsWith('.css') ? `${chunk.name.slice(0, -'.css'.length)}.styles.js` : '[name].js'),
      },
    },
  },
});
