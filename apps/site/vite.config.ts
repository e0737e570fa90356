import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript source through the "source" export condition,
// so the site builds without building the UI package first.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: ['@hraun/ui', '@hraun/content'],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    ssrManifest: false,
    cssCodeSplit: true,
    reportCompressedSize: false,
  },
}));
