import react from '@vitejs/plugin-react';
import { themeStylesheet } from '@hraun/ui/theme';
import { defineConfig } from 'vite';
import { havnegaardTheme } from './src/theme.ts';

// The brand theme is written into the page's <head> as CSS text (light and dark) by the kit's own themeStylesheet:
// no extra request, and a plain `:root` outranks the default theme (on `:where(:root)`) whatever the load order.
export default defineConfig({
  plugins: [
    react(),
    {
      name: 'havnegaard-theme',
      transformIndexHtml: (html) => html.replace('</head>', `<style>${themeStylesheet(havnegaardTheme, ':root')}</style></head>`),
    },
  ],
});
