import react from '@vitejs/plugin-react';
import { themeStylesheet } from '@hraun/ui/theme';
import { defineConfig } from 'vite';
import { fjallalindTheme } from './src/theme.ts';

// The brand theme is written into the page's <head> as CSS text (light and dark) by the kit's own themeStylesheet:
// no extra request, and a plain `:root` outranks the default theme (on `:where(:root)`) whatever the load order.
export default defineConfig({
  plugins: [
    react(),
    {
      name: 'fjallalind-theme',
      transformIndexHtml: (html) => html.replace('</head>', `<style>${themeStylesheet(fjallalindTheme, ':root')}</style></head>`),
    },
  ],
});
