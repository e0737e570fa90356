import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const external = [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^@vanilla-extract\/css\/?/];

// Library build: ES modules kept one file per source module (so importing one component pulls in only
// its own code), every style extracted into one dist/styles.css, React and Radix left to the consumer.
// Two entries, one per subpath export: "." (dist/index.js) and "./theme" (dist/theme/index.js).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' }, formats: ['es'], fileName: 'index', cssFileName: 'styles' },
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
